export { FAUCET_MESSAGES, FAUCET_XRP, fundFromFaucet } from './faucet.js';
export { type FaucetRouteOptions, faucetRoutes } from './routes.js';
