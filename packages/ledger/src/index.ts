// localnet: a standalone XRPL node. The API layer and startLocalnet use only what is exported here.
export type * from './node/index.js';
