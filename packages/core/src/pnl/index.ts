// PnL at average cost, marked to market: the position arithmetic and the figures every view shows.
export {
  type CostPosition,
  type SellInput,
  EMPTY_POSITION,
  applyBuy,
  applySell,
  costOfSold,
} from './average-cost.js';
export { type PnlInput, type PositionPnl, pnlPercent, positionPnl, totalPnl } from './position-pnl.js';
