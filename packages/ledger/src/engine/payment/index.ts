export { flow, type FlowRequest, type FlowResult } from './flow.js';
export type { PathElem } from './strand.js';
export { PaymentSandbox } from './sandbox.js';
