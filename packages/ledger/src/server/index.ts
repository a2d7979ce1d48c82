export { startLocalnet, type Localnet, type LocalnetOptions } from './localnet.js';
export { DEFAULT_FAUCET_XRP } from './faucet.js';
