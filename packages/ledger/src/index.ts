// localnet: a standalone XRPL node, its rippled-compatible API and `startLocalnet()`.
export * from './node/index.js';
export { terInfo, type TerInfo } from './engine/ter.js';
export { RIPPLE_EPOCH_OFFSET } from './chain/header.js';
export { GENESIS_ADDRESS, GENESIS_SEED } from './chain/genesis.js';
export * from './server/index.js';
