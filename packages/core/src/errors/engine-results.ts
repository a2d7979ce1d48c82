import {
  AMM_ERRORS,
  BUY_ERRORS,
  GENERAL_ERRORS,
  SELL_ERRORS,
  SEND_ERRORS,
  TRUSTLINE_ERRORS,
} from './catalogue.js';

/** The user action a submitted transaction belongs to. */
export type TradeFlow =
  | 'buy'
  | 'sell'
  | 'swap'
  | 'sendXrp'
  | 'sendToken'
  | 'trustlineSet'
  | 'trustlineClear'
  | 'limitOrder'
  | 'cancelOrder'
  | 'ammDeposit'
  | 'ammWithdraw'
  | 'ammVote';

interface FlowTable {
  readonly results: Readonly<Record<string, string>>;
  readonly fallback: string;
}

// Codes that mean "not enough XRP to pay the fee" in every flow.
const FEE_CODES = ['tecINSUFF_FEE', 'terINSUF_FEE_B'] as const;
// Codes where a price or amount bound stopped the trade: the market moved beyond the tolerance.
const SLIPPAGE_CODES = ['tecPATH_PARTIAL', 'tecKILLED'] as const;
const NO_LINE_CODES = ['tecNO_LINE', 'terNO_LINE'] as const;
const NO_POOL_CODES = ['terNO_AMM', 'tecAMM_EMPTY'] as const;

function table(fallback: string, ...groups: readonly (readonly [readonly string[], string])[]): FlowTable {
  const results: Record<string, string> = {};
  for (const [codes, message] of groups) for (const code of codes) results[code] = message;
  return { results, fallback };
}

/**
 * Engine result → catalogue message, per flow. Why each code maps where it does:
 * - unfunded payment/offer/AMM: the side the user pays from is short (XRP for buys, tokens for sells).
 * - tecPATH_PARTIAL / tecKILLED: SendMax, DeliverMin or fill-or-kill bound hit → slippage tolerance.
 * - tecPATH_DRY on a token send: the destination cannot hold the token (no trustline, terNO_LINE promoted).
 * - tecNO_DST: the destination account does not exist; tecNO_DST_INSUF_XRP on an XRP send: it would be created
 *   but the amount is below the account reserve, so the user is told the rule rather than "not found".
 * - reserve codes (tecNO_LINE_INSUF_RESERVE, tecINSUF_RESERVE_LINE, tecINSUFFICIENT_RESERVE): the trustline reserve.
 * - tecNO_LINE_REDUNDANT on a clear: there was no trustline to clear.
 * - tecAMM_FAILED: a deposit/withdraw bound was not met → slippage; tecAMM_INVALID_TOKENS on a deposit: the
 *   LP tokens rounded to nothing at the new price; on withdraw/vote: the LP token holding is too small.
 */
const FLOW_TABLES: Readonly<Record<TradeFlow, FlowTable>> = {
  buy: table(
    BUY_ERRORS.submitFailed,
    [
      ['tecUNFUNDED_PAYMENT', 'tecUNFUNDED_OFFER', 'tecUNFUNDED', 'tecINSUF_RESERVE_OFFER'],
      BUY_ERRORS.insufficientXrp,
    ],
    [FEE_CODES, BUY_ERRORS.insufficientXrp],
    [SLIPPAGE_CODES, AMM_ERRORS.slippageExceeded],
    [NO_LINE_CODES, BUY_ERRORS.trustlineFailed],
    [['tecNO_LINE_INSUF_RESERVE', 'tecINSUF_RESERVE_LINE'], TRUSTLINE_ERRORS.insufficientReserve],
  ),
  sell: table(
    SELL_ERRORS.submitFailed,
    [['tecUNFUNDED_PAYMENT', 'tecUNFUNDED_OFFER', 'tecUNFUNDED'], SELL_ERRORS.insufficientTokens],
    [FEE_CODES, BUY_ERRORS.insufficientXrp],
    [SLIPPAGE_CODES, AMM_ERRORS.slippageExceeded],
    [NO_LINE_CODES, SELL_ERRORS.noTrustline],
  ),
  swap: table(
    GENERAL_ERRORS.submissionFailed,
    [['tecUNFUNDED_PAYMENT', 'tecUNFUNDED_OFFER', 'tecUNFUNDED'], SELL_ERRORS.insufficientTokens],
    [FEE_CODES, BUY_ERRORS.insufficientXrp],
    [SLIPPAGE_CODES, AMM_ERRORS.slippageExceeded],
    [NO_LINE_CODES, SELL_ERRORS.noTrustline],
    [['tecNO_LINE_INSUF_RESERVE', 'tecINSUF_RESERVE_LINE'], TRUSTLINE_ERRORS.insufficientReserve],
  ),
  sendXrp: table(
    GENERAL_ERRORS.submissionFailed,
    [['tecUNFUNDED_PAYMENT', 'tecUNFUNDED'], SEND_ERRORS.insufficientXrp],
    [FEE_CODES, SEND_ERRORS.insufficientXrp],
    [['tecNO_DST'], SEND_ERRORS.destinationNotFound],
    [['tecNO_DST_INSUF_XRP'], SEND_ERRORS.destinationBelowReserve],
    [['tecDST_TAG_NEEDED'], SEND_ERRORS.destinationTagRequired],
  ),
  sendToken: table(
    GENERAL_ERRORS.submissionFailed,
    [['tecUNFUNDED_PAYMENT', 'tecPATH_PARTIAL'], SEND_ERRORS.insufficientTokens],
    [FEE_CODES, SEND_ERRORS.insufficientXrp],
    [['tecNO_DST', 'tecNO_DST_INSUF_XRP'], SEND_ERRORS.destinationNotFound],
    [['tecPATH_DRY', ...NO_LINE_CODES], SEND_ERRORS.destinationNeedsTrustline],
    [['tecDST_TAG_NEEDED'], SEND_ERRORS.destinationTagRequired],
  ),
  trustlineSet: table(
    BUY_ERRORS.trustlineFailed,
    [
      ['tecNO_LINE_INSUF_RESERVE', 'tecINSUF_RESERVE_LINE', 'tecINSUFFICIENT_RESERVE'],
      TRUSTLINE_ERRORS.insufficientReserveTwoXrp,
    ],
    [FEE_CODES, TRUSTLINE_ERRORS.insufficientReserve],
  ),
  trustlineClear: table(
    GENERAL_ERRORS.submissionFailed,
    [['tecNO_LINE_REDUNDANT', ...NO_LINE_CODES], TRUSTLINE_ERRORS.notFound],
    [FEE_CODES, SEND_ERRORS.insufficientXrp],
  ),
  limitOrder: table(
    GENERAL_ERRORS.submissionFailed,
    [['tecINSUF_RESERVE_OFFER', ...FEE_CODES], BUY_ERRORS.insufficientXrp],
    [['tecUNFUNDED_OFFER'], SEND_ERRORS.insufficientTokens],
    [['tecKILLED'], AMM_ERRORS.slippageExceeded],
    [NO_LINE_CODES, SELL_ERRORS.noTrustline],
  ),
  cancelOrder: table(GENERAL_ERRORS.submissionFailed, [FEE_CODES, SEND_ERRORS.insufficientXrp]),
  ammDeposit: table(
    GENERAL_ERRORS.submissionFailed,
    [['tecUNFUNDED_AMM', 'tecUNFUNDED_PAYMENT', 'tecUNFUNDED'], AMM_ERRORS.insufficientDepositBalance],
    [FEE_CODES, AMM_ERRORS.insufficientDepositBalance],
    [['tecINSUF_RESERVE_LINE', 'tecINSUFFICIENT_RESERVE'], TRUSTLINE_ERRORS.insufficientReserve],
    [[...NO_LINE_CODES, 'tecNO_AUTH'], AMM_ERRORS.trustlineNotEstablished],
    [['tecAMM_FAILED'], AMM_ERRORS.slippageExceeded],
    [['tecAMM_INVALID_TOKENS'], AMM_ERRORS.priceMoved],
    [NO_POOL_CODES, AMM_ERRORS.poolNotFound],
  ),
  ammWithdraw: table(
    GENERAL_ERRORS.submissionFailed,
    [['tecAMM_BALANCE', 'tecAMM_INVALID_TOKENS', 'tecUNFUNDED_AMM'], AMM_ERRORS.insufficientLpTokens],
    [['tecAMM_FAILED'], AMM_ERRORS.slippageExceeded],
    [['tecINSUFFICIENT_RESERVE'], TRUSTLINE_ERRORS.insufficientReserve],
    [FEE_CODES, SEND_ERRORS.insufficientXrp],
    [NO_POOL_CODES, AMM_ERRORS.poolNotFound],
  ),
  ammVote: table(
    GENERAL_ERRORS.submissionFailed,
    [['tecAMM_INVALID_TOKENS'], AMM_ERRORS.insufficientLpToVote],
    [FEE_CODES, SEND_ERRORS.insufficientXrp],
    [NO_POOL_CODES, AMM_ERRORS.poolNotFound],
  ),
};

/** True for the one result that means the transaction did what it asked. */
export function isSuccessResult(engineResult: string): boolean {
  return engineResult === 'tesSUCCESS';
}

/** The message for an engine result in a flow; undefined for tesSUCCESS; the flow's default otherwise. */
export function engineResultMessage(flow: TradeFlow, engineResult: string): string | undefined {
  if (isSuccessResult(engineResult)) return undefined;
  const { results, fallback } = FLOW_TABLES[flow];
  return Object.hasOwn(results, engineResult) ? results[engineResult] : fallback;
}

/** The mapped results of a flow (for documentation and tests). */
export function engineResultTable(flow: TradeFlow): Readonly<Record<string, string>> {
  return FLOW_TABLES[flow].results;
}
