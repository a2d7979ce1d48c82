import { rateValue } from '@horizon/protocol';
import { rateOfKey } from '../../engine/offers/book-keys.js';
import type { RpcContext } from '../context.js';
import { rpcError } from '../errors.js';
import { lookupLedger } from '../ledger-lookup.js';
import { LIMITS, readLimit, requireAccount } from '../params.js';
import { readHintMarker, startHint } from './account-lines.js';

// account_offers, as AccountOffers.cpp: the account's offers in owner-directory order, paged like account_lines.

export function accountOffers(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  const account = requireAccount(p);
  const limit = readLimit(ctx, LIMITS.accountOffers);
  const { reader, fields } = lookupLedger(ctx.node, p);
  if (!reader.accountRoot(account)) throw rpcError('actNotFound');
  const after = readHintMarker(reader, account, p.marker);
  const offers: Record<string, unknown>[] = [];
  let count = 0;
  let marker: string | undefined;
  for (const { entry } of reader.ownerDirectory(account, after)) {
    if (++count === limit + 1) break;
    if (count === limit) marker = `${entry.index},${startHint(entry, account)}`;
    if (entry.LedgerEntryType !== 'Offer') continue;
    const offer: Record<string, unknown> = {
      flags: entry.Flags ?? 0,
      seq: entry.Sequence,
      taker_gets: entry.TakerGets,
      taker_pays: entry.TakerPays,
      quality: rateValue(rateOfKey(entry.BookDirectory as string)).toString(),
    };
    if (entry.Expiration !== undefined) offer.expiration = entry.Expiration;
    offers.push(offer);
  }
  const out: Record<string, unknown> = { account, offers, ...fields };
  if (count === limit + 1 && marker) Object.assign(out, { limit, marker });
  return out;
}
