import { encodeAccountPublic, isValidClassicAddress } from 'ripple-address-codec';
import type { LedgerEntryJson } from '../../node/index.js';
import type { RpcContext } from '../context.js';
import { invalidField, missingField, rpcError } from '../errors.js';
import { lookupLedger } from '../ledger-lookup.js';
import { LIMITS, readLimit } from '../params.js';
import { readHintMarker, startHint } from './account-lines.js';

// account_channels, as AccountChannels.cpp: the payment channels the account pays from (optionally to one
// destination), paged like account_lines. The localnet has no PaymentChannel transactions, so the list is empty
// unless a ledger holds channels; the validation and paging are rippled's all the same.

function channelJson(entry: LedgerEntryJson): Record<string, unknown> {
  const out: Record<string, unknown> = {
    channel_id: entry.index,
    account: entry.Account,
    destination_account: entry.Destination,
    amount: entry.Amount,
    balance: entry.Balance,
  };
  const key = typeof entry.PublicKey === 'string' ? entry.PublicKey : '';
  if (/^(02|03|ED)[0-9A-F]{64}$/i.test(key)) {
    out.public_key = encodeAccountPublic(Buffer.from(key, 'hex'));
    out.public_key_hex = key.toUpperCase();
  }
  out.settle_delay = entry.SettleDelay;
  if (entry.Expiration !== undefined) out.expiration = entry.Expiration;
  if (entry.CancelAfter !== undefined) out.cancel_after = entry.CancelAfter;
  if (entry.SourceTag !== undefined) out.source_tag = entry.SourceTag;
  if (entry.DestinationTag !== undefined) out.destination_tag = entry.DestinationTag;
  return out;
}

function destinationParam(p: Record<string, unknown>): string | undefined {
  if (!('destination_account' in p)) return undefined;
  const d = p.destination_account;
  if (typeof d !== 'string') throw invalidField('destination_account');
  if (d === '') return undefined;
  if (!isValidClassicAddress(d)) throw rpcError('actMalformed');
  return d;
}

export function accountChannels(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  if (!('account' in p)) throw missingField('account');
  if (typeof p.account !== 'string') throw invalidField('account');
  const { reader, fields } = lookupLedger(ctx.node, p);
  const account = p.account;
  if (!isValidClassicAddress(account)) throw rpcError('actMalformed');
  if (!reader.accountRoot(account)) throw rpcError('actNotFound');
  const destination = destinationParam(p);
  const limit = readLimit(ctx, LIMITS.accountChannels);
  const after = readHintMarker(reader, account, p.marker);
  const channels: Record<string, unknown>[] = [];
  let count = 0;
  let marker: string | undefined;
  for (const { entry } of reader.ownerDirectory(account, after)) {
    if (++count === limit + 1) break;
    if (count === limit) marker = `${entry.index},${startHint(entry, account)}`;
    if (entry.LedgerEntryType !== 'PayChannel' || entry.Account !== account) continue;
    if (destination !== undefined && entry.Destination !== destination) continue;
    channels.push(channelJson(entry));
  }
  const out: Record<string, unknown> = { ...fields };
  if (count === limit + 1 && marker) Object.assign(out, { limit, marker });
  return { ...out, account, channels };
}
