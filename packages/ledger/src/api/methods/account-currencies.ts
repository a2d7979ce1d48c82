import { currencyToHex, IssuedValue } from '@horizon/protocol';
import type { RpcContext } from '../context.js';
import { rpcError } from '../errors.js';
import { lookupLedger } from '../ledger-lookup.js';
import { accountParam } from '../params.js';
import { lineView } from '../trust-line.js';

// account_currencies, as AccountCurrenciesHandler.cpp: currencies the account could still receive (balance below
// its limit) and send (the peer's limit not reached), each set sorted by the 160-bit currency code.

function sortedCodes(codes: Set<string>): string[] {
  return [...codes].sort((a, b) => (currencyToHex(a) < currencyToHex(b) ? -1 : 1));
}

export function accountCurrencies(ctx: RpcContext): Record<string, unknown> {
  const account = accountParam(ctx);
  const { reader, fields } = lookupLedger(ctx.node, ctx.params);
  if (!reader.accountRoot(account)) throw rpcError('actNotFound');
  const send = new Set<string>();
  const receive = new Set<string>();
  for (const { entry } of reader.ownerDirectory(account)) {
    const line = lineView(entry, account);
    if (!line) continue;
    const balance = IssuedValue.fromString(line.balance);
    if (balance.lt(IssuedValue.fromString(line.limit))) receive.add(line.currency);
    if (balance.neg().lt(IssuedValue.fromString(line.limitPeer))) send.add(line.currency);
  }
  return { ...fields, receive_currencies: sortedCodes(receive), send_currencies: sortedCodes(send) };
}
