export * from './localnet-settings.js';
export * from './rippled-config.js';
