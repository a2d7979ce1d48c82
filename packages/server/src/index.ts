// The product API server: Fastify app, configuration, database, verification gate, wallets.
export { type AppDeps, type ServerKeys, buildApp } from './app.js';
export { type Clock, systemClock, unixSeconds } from './clock.js';
export * from './config/index.js';
export * from './db/index.js';
export * from './http/index.js';
export * from './rate-limit/index.js';
export * from './routes/index.js';
export * from './secrets/index.js';
export { type Services, openServices } from './services.js';
export * from './verification/index.js';
export * from './wallets/index.js';
export * from './xrpl/index.js';
