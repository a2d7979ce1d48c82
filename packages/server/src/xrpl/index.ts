export { type AccountState, type LedgerGateway, LedgerUnavailableError } from './gateway.js';
export { XrplLedgerGateway } from './xrpl-gateway.js';
