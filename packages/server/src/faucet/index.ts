export { EMBEDDED_FAUCET_URL, FAUCET_MESSAGES, FAUCET_XRP, faucetUrlFor, fundFromFaucet } from './faucet.js';
export { type FaucetRouteOptions, faucetRoutes } from './routes.js';
