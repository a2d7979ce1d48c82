import { isValidClassicAddress } from 'ripple-address-codec';
import { IssuedValue } from '@horizon/protocol';
import type { RpcContext } from '../context.js';
import { RpcError, rpcError } from '../errors.js';
import { lookupLedger } from '../ledger-lookup.js';
import { accountParam } from '../params.js';
import { lineView } from '../trust-line.js';

// gateway_balances, as GatewayBalances.cpp: what an issuer owes (obligations per currency), what its hot wallets
// hold, frozen obligations, and the other issuers' tokens it holds itself (assets).

type Listing = Map<string, { currency: string; value: string }[]>;

function hotWallets(param: unknown): Set<string> {
  if (param === undefined || param === null) return new Set();
  const list = Array.isArray(param) ? param : [param];
  const out = new Set<string>();
  for (const w of list) {
    if (typeof w !== 'string' || !isValidClassicAddress(w)) {
      throw new RpcError({ error: 'invalidHotWallet', error_code: 30, error_message: 'Invalid hotwallet.' });
    }
    out.add(w);
  }
  return out;
}

function push(map: Listing, peer: string, currency: string, value: IssuedValue): void {
  const list = map.get(peer) ?? [];
  list.push({ currency, value: value.toString() });
  map.set(peer, list);
}

const asObject = (map: Listing) => Object.fromEntries(map);

export function gatewayBalances(ctx: RpcContext): Record<string, unknown> {
  const account = accountParam(ctx);
  const { reader, fields } = lookupLedger(ctx.node, ctx.params);
  const hot = hotWallets(ctx.params.hotwallet);
  if (!reader.accountRoot(account)) throw rpcError('actNotFound');
  const sums = new Map<string, IssuedValue>();
  const hotBalances: Listing = new Map();
  const frozen: Listing = new Map();
  const assets: Listing = new Map();
  for (const { entry } of reader.ownerDirectory(account)) {
    const line = lineView(entry, account);
    if (!line) continue;
    const balance = IssuedValue.fromString(line.balance);
    if (balance.isZero()) continue;
    if (hot.has(line.peer)) push(hotBalances, line.peer, line.currency, balance.neg());
    else if (balance.signum() > 0) push(assets, line.peer, line.currency, balance);
    else if (line.freeze) push(frozen, line.peer, line.currency, balance.neg());
    else sums.set(line.currency, (sums.get(line.currency) ?? IssuedValue.zero).sub(balance));
  }
  const out: Record<string, unknown> = { account, ...fields };
  if (sums.size) out.obligations = Object.fromEntries([...sums].map(([c, v]) => [c, v.toString()]));
  if (hotBalances.size) out.balances = asObject(hotBalances);
  if (frozen.size) out.frozen_balances = asObject(frozen);
  if (assets.size) out.assets = asObject(assets);
  return out;
}
