/** What a snipe's relayed request did, read exactly from its validated transactions' metadata. */
import { IssuedValue } from '@horizon/protocol';
import { tokenChange, transactionIndex, xrpChange } from '@horizon/core';
import type { RequestOutcome } from '../relay/index.js';
import { plainValue } from '../trade/amounts.js';
import type { TradeContext } from '../trade/context.js';
import { feePaid } from '../trade/submit.js';
import type { TokenFacts } from '../trade/tokens.js';
import type { SnipeResult } from './store.js';

/** The tokens the validated buy brought in (zero when it failed). */
export function boughtBy(outcome: RequestOutcome, address: string, token: TokenFacts) {
  const buy = outcome.txs.find((t) => t.role === 'buy');
  if (!buy || buy.state !== 'validated' || buy.engineResult !== 'tesSUCCESS') return IssuedValue.zero;
  return tokenChange(buy.meta, address, token.token.currency, token.token.issuer);
}

export async function snipeResult(
  ctx: TradeContext,
  outcome: RequestOutcome,
  fees: RequestOutcome | null,
  address: string,
  token: TokenFacts,
): Promise<SnipeResult> {
  const buy = outcome.txs.find((t) => t.role === 'buy');
  const lookup = buy ? await ctx.ledger.transaction(buy.hash) : null;
  const base = {
    txHash: buy?.hash ?? null,
    engineResult: buy?.engineResult ?? null,
    ledgerIndex: lookup?.ledgerIndex ?? null,
    transactionIndex: transactionIndex(buy?.meta) ?? null,
  };
  if (!buy || buy.state !== 'validated' || buy.engineResult !== 'tesSUCCESS') {
    return { ...base, status: 'failed', tokenAmount: null, xrpSpentDrops: null };
  }
  const { currency, issuer } = token.token;
  // Held from the snipe: what the buy brought in, less the burn share sent back after it.
  let held = tokenChange(buy.meta, address, currency, issuer);
  for (const tx of fees?.txs ?? [])
    if (tx.state === 'validated' && tx.engineResult === 'tesSUCCESS')
      held = held.add(tokenChange(tx.meta, address, currency, issuer));
  const spent = -xrpChange(buy.meta, address) - feePaid(outcome, 'buy');
  return { ...base, status: 'bought', tokenAmount: plainValue(held), xrpSpentDrops: spent };
}
