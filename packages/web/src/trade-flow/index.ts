/** Trade flows (spec §4): one generic runner, a definition per flow, intent checks and the preview. */
export * from './types.js';
export { type TxCodec, loadCodec } from './codec.js';
export type { FlowDefinition } from './definition.js';
export { FLOWS, flowFor } from './flows.js';
export { type SigningDeps, convertAndCheck, signServerBuilt } from './sign-server-built.js';
export {
  type FlowDeps,
  type FlowResult,
  type FlowStage,
  FlowCancelled,
  flowErrorMessage,
  runTradeFlow,
} from './flow.js';
export { type PreviewLine, type PreviewMarket, type TradePreview, buildPreview } from './preview.js';
export { type TradeTotals, tradeTotals } from './trade-totals.js';
export type { PoolFacts } from './price-impact.js';
export { type OptimisticInput, tradeDeltaFor, tradeDeltasFor } from './optimistic.js';
export { resultLines } from './result.js';
export { type OutcomeTitles, feeNotice, outcomeTitles } from './outcome-text.js';
export {
  type SimulateAnswer,
  type SimulateCall,
  type SimulatedOutcome,
  balanceChanges,
  simulateOne,
} from './simulation.js';
export { type OpenSocket, SIMULATE_TIMEOUT_MS, type SocketLike, wsSimulate } from './ledger-simulate.js';
