/** The premium page's model: the wallet's standing in words from the server's terms, and the payment to make. */
import { PREMIUM_STRINGS as S, type PremiumStatus, type PremiumTerms, parseTokenId } from '@horizon/core';
import { decodeCurrency } from '@horizon/protocol';
import type { TradeIntent } from '../../trade-flow/index.js';

/** The platform token's ticker (its decoded currency code); null when none is configured. */
export function tickerOf(tokenId: string | null): string | null {
  return tokenId === null ? null : decodeCurrency(parseTokenId(tokenId).currency);
}

export function statusLine(status: PremiumStatus, terms: PremiumTerms): string {
  if (status.by === 'tokens') {
    return S.isPremiumByTokens(status.platform_tokens_held, tickerOf(terms.platform_token_id));
  }
  if (status.by === 'payment') return S.isPremiumByPayment(status.paid_xrp);
  return S.notPremium;
}

/** The subscription: the monthly fee in XRP to the treasury; null when the server has no treasury. */
export function subscribeIntent(terms: PremiumTerms): TradeIntent | null {
  if (terms.treasury_address === null) return null;
  return { kind: 'sendXrp', destination: terms.treasury_address, xrpAmount: terms.monthly_fee_xrp };
}
