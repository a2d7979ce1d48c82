export { type AccountState, type LedgerGateway, LedgerUnavailableError } from './gateway.js';
export { XrplLedgerGateway } from './xrpl-gateway.js';
export {
  type CallOptions,
  type ConnectionLog,
  type ConnectionStatus,
  LedgerConnection,
  type LedgerConnectionOptions,
} from './ledger-connection.js';
export { type Cancel, type StreamSubscription, type SubscribeResult } from './stream-subscriptions.js';
