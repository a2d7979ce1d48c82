export type { Handler, MethodSpec, RpcContext, ServerEnv } from './context.js';
export { apiVersionOf, execute, maskSecrets } from './dispatch.js';
export { errorJson, RpcError, rpcError, type ErrorJson } from './errors.js';
export { METHODS } from './registry.js';
export { Session } from './session.js';
export { transactionMessage, ledgerClosedMessage, proposedMessage } from './stream-messages.js';
