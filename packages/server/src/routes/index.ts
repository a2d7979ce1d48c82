// The contract's routes registered in one place (schemas, gate, limits), and the verification endpoints.
export {
  type ContractRouteDeps,
  type RouteBinding,
  type RouteInput,
  bind,
  registerContractRoutes,
  routeAccess,
} from './contract-routes.js';
export { type VerificationRouteDeps, verificationRoutes } from './verification-routes.js';
