/**
 * What the user asked for, in Horizon's words (amounts are exact decimal text), one shape per intent; the
 * server builds the transactions and the browser checks them against these before signing (DESIGN.md).
 */
import type { LaunchStepName } from '../contract/launch.js';
import type { SignableBase } from '../transaction/types.js';

/** Both sides of a pool, or one: amounts given are exact decimal text; a withdrawal without amounts takes all. */
export interface PoolAmounts {
  readonly tokenId: string;
  readonly side: 'DOUBLE' | 'SINGLE_XRP' | 'SINGLE_TOKEN';
  readonly xrpAmount?: string;
  readonly tokenAmount?: string;
}

/** A launch's terms: what each of its steps must do. */
export interface LaunchTerms {
  readonly creator: string;
  readonly issuer: string;
  /** The token's currency code as the ledger has it (3 letters or 40 hex). */
  readonly currency: string;
  readonly supply: string;
  readonly initialXrp: string;
  readonly initialTokens: string;
  readonly tradingFeeUnits: number;
}

/** Each intent's fields by kind; `Intent<K>` adds the kind (a map, so that registries by kind need no casts). */
export interface IntentFields {
  readonly buy: {
    readonly tokenId: string;
    readonly xrpAmount: string;
    readonly slippagePercent: number;
    /** A Copy Trading mirror of a leader's buy (spec §7 buy_token_unsigned). */
    readonly copytrade?: boolean;
  };
  readonly sell: { readonly tokenId: string; readonly tokenAmount: string; readonly slippagePercent: number };
  readonly swap: {
    readonly fromTokenId: string;
    readonly toTokenId: string;
    readonly fromAmount: string;
    /** The XRP value of what is sold (the server's quote) bounds the fees. */
    readonly valueXrp: string;
  };
  readonly limitOrder: {
    readonly tokenId: string;
    readonly sell: boolean;
    readonly tokenAmount: string;
    readonly pricePerToken: string;
  };
  readonly cancelOrder: { readonly offerSequence: number };
  readonly sendXrp: {
    readonly destination: string;
    readonly xrpAmount: string;
    readonly destinationTag?: number;
    /** Free text sent as a memo (UTF-8). */
    readonly memo?: string;
  };
  readonly sendToken: {
    readonly tokenId: string;
    readonly destination: string;
    readonly tokenAmount: string;
    readonly destinationTag?: number;
    readonly memo?: string;
  };
  readonly trustlineSet: { readonly tokenId: string };
  readonly trustlineClear: { readonly tokenId: string };
  readonly trustlineClearAll: Record<never, never>;
  readonly ammDeposit: PoolAmounts;
  readonly ammWithdraw: PoolAmounts;
  readonly ammVote: { readonly tokenId: string; readonly tradingFeeUnits: number };
  /** One step of a token launch, signed by the creator or the issuer as the step says. */
  readonly launchStep: { readonly step: LaunchStepName; readonly terms: LaunchTerms };
  /** An escrow to a pool's beneficiary: exactly these drops, the pool's CancelAfter. */
  readonly escrowPoolContribution: {
    readonly beneficiary: string;
    readonly drops: string;
    readonly cancelAfter: number;
  };
  /** Taking back the wallet's own escrow of a pool that did not reach its goal. */
  readonly escrowPoolRefund: { readonly sequence: number };
}

export type IntentKind = keyof IntentFields;

export type Intent<K extends IntentKind = IntentKind> = {
  [P in K]: { readonly kind: P } & IntentFields[P];
}[K];

/** The trades of spec §4, run by the web's generic trade flow. */
export type TradeIntentKind = Exclude<
  IntentKind,
  'launchStep' | 'escrowPoolContribution' | 'escrowPoolRefund'
>;
export type TradeIntent = Intent<TradeIntentKind>;

/** One transaction of an answer: its role in the server's answer ('buy', 'fee', 'burn_back', …). */
export interface RoleTx {
  readonly role: string;
  readonly tx: SignableBase;
}

/** The checker of one intent: throws the catalogue's refusal naming what differs, or returns. */
export type IntentCheck<K extends IntentKind> = (
  intent: Intent<K>,
  txs: readonly RoleTx[],
  account: string,
) => void;
