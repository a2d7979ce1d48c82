/** The trade flows' shared shapes: what the user asked for, and the transactions about to be signed. */
import type { SignableBase } from '@horizon/core';

/** What the user asked for, in our own words; amounts are exact decimal text (XRP or token units). */
export type TradeIntent =
  | {
      readonly kind: 'buy';
      readonly tokenId: string;
      readonly xrpAmount: string;
      readonly slippagePercent: number;
      /** A Copy Trading mirror of a leader's buy (spec §7 buy_token_unsigned). */
      readonly copytrade?: boolean;
    }
  | {
      readonly kind: 'sell';
      readonly tokenId: string;
      readonly tokenAmount: string;
      readonly slippagePercent: number;
    }
  | {
      readonly kind: 'swap';
      readonly fromTokenId: string;
      readonly toTokenId: string;
      readonly fromAmount: string;
      /** The XRP value of what is sold (the server's quote) bounds the fees. */
      readonly valueXrp: string;
    }
  | {
      readonly kind: 'limitOrder';
      readonly tokenId: string;
      readonly sell: boolean;
      readonly tokenAmount: string;
      readonly pricePerToken: string;
    }
  | { readonly kind: 'cancelOrder'; readonly offerSequence: number }
  | {
      readonly kind: 'sendXrp';
      readonly destination: string;
      readonly xrpAmount: string;
      readonly destinationTag?: number;
      /** Free text sent as a memo (UTF-8). */
      readonly memo?: string;
    }
  | {
      readonly kind: 'sendToken';
      readonly tokenId: string;
      readonly destination: string;
      readonly tokenAmount: string;
      readonly destinationTag?: number;
      readonly memo?: string;
    }
  | { readonly kind: 'trustlineSet'; readonly tokenId: string }
  | { readonly kind: 'trustlineClear'; readonly tokenId: string }
  | { readonly kind: 'trustlineClearAll' }
  | ({ readonly kind: 'ammDeposit' } & PoolAmounts)
  | ({ readonly kind: 'ammWithdraw' } & PoolAmounts)
  | { readonly kind: 'ammVote'; readonly tokenId: string; readonly tradingFeeUnits: number };

/** Both sides of a pool, or one: amounts given are exact decimal text; a withdrawal without amounts takes all. */
export interface PoolAmounts {
  readonly tokenId: string;
  readonly side: 'DOUBLE' | 'SINGLE_XRP' | 'SINGLE_TOKEN';
  readonly xrpAmount?: string;
  readonly tokenAmount?: string;
}

export type TradeKind = TradeIntent['kind'];

/** One transaction of a flow: its role in the server's answer ('buy', 'fee', 'burn_back', …). */
export interface RoleTx {
  readonly role: string;
  readonly tx: SignableBase;
}
