export { type AccountState, type LedgerGateway, LedgerUnavailableError } from './gateway.js';
export { XrplLedgerGateway } from './xrpl-gateway.js';
export {
  type CallOptions,
  type Cancel,
  type ConnectionLog,
  type ConnectionStatus,
  LedgerConnection,
  type LedgerConnectionOptions,
  type StreamSubscription,
  type SubscribeResult,
} from './ledger-connection.js';
