import { IssuedValue, amountFromJson } from '@horizon/protocol';
import { expect } from 'vitest';
import { execute } from '../../src/api/dispatch.js';
import type { LedgerNode, LedgerReader } from '../../src/node/node-api.js';

// The ledger invariants the randomized trading test checks after every ledger (see invariants.test.ts). Sums are
// exact (fractions over 10^96); what users see is read through the node's own API methods (account_lines,
// amm_info, gateway_balances) and compared with the raw ledger entries.

/** What the checks need of the trading world: its gateways and what each paid out (exact, see `exact`). */
export interface Issued {
  gateways: { classicAddress: string }[];
  currencies: string[];
  issued: bigint[];
}

/** An exact decimal as a fraction over 10^96 (sums of 16-digit values without rounding). */
const SCALE = 96;
export function exact(v: IssuedValue): bigint {
  const e = v.exponent + SCALE;
  return e >= 0 ? v.mantissa * 10n ** BigInt(e) * (v.negative ? -1n : 1n) : 0n;
}
const exactText = (text: string): bigint => exact(IssuedValue.fromString(text));
const toNumber = (x: bigint): number => Number(x / 10n ** 80n) / 1e16;

type Entry = Record<string, unknown>;
type Limit = { issuer: string; currency: string; value: string };

function allEntries(reader: LedgerReader): Entry[] {
  const out: Entry[] = [];
  let marker: string | undefined;
  do {
    const page = reader.stateEntries(marker, 2048);
    out.push(...page.entries.map((e) => e.entry as Entry));
    marker = page.marker;
  } while (marker);
  return out;
}

const ENV = { startedAt: 0, ports: [], hostid: 'TEST', pubkeyNode: '' };

/** A method of the node's API on the validated ledger, as an admin client would call it. */
async function rpc(node: LedgerNode, method: string, params: Entry): Promise<Entry> {
  const r = await execute(method, {
    node,
    params: { ledger_index: 'validated', ...params },
    apiVersion: 2,
    admin: true,
    env: ENV,
  });
  expect(r.error, `${method} ${JSON.stringify(params)}`).toBeUndefined();
  return r;
}

interface Line {
  /** The peer (rippled's account_lines names it `account`). */
  account: string;
  currency: string;
  balance: string;
}

async function accountLines(node: LedgerNode, account: string): Promise<Line[]> {
  const lines: Line[] = [];
  let marker: unknown;
  do {
    const r = await rpc(node, 'account_lines', { account, limit: 400, ...(marker ? { marker } : {}) });
    lines.push(...(r.lines as Line[]));
    marker = r.marker;
  } while (marker);
  return lines;
}

export async function checkInvariants(world: Issued, node: LedgerNode, prev: LedgerReader): Promise<void> {
  const cur = node.getLedger('validated') as LedgerReader;
  const entries = allEntries(cur);
  const roots = new Map(
    entries.filter((e) => e.LedgerEntryType === 'AccountRoot').map((e) => [e.Account as string, e]),
  );
  checkXrp(entries, roots, prev, cur);
  for (const e of entries)
    if (e.LedgerEntryType === 'Offer')
      for (const side of [e.TakerGets, e.TakerPays]) {
        const a = amountFromJson(side);
        expect(a.kind === 'xrp' ? a.drops > 0n : a.value.signum() > 0, 'offer side not positive').toBe(true);
      }
  const lines = new Map<string, Line[]>();
  for (const account of roots.keys()) lines.set(account, await accountLines(node, account));
  const amms = entries.filter((e) => e.LedgerEntryType === 'AMM');
  const owed = new Map<string, bigint>();
  for (const [gi, g] of world.gateways.entries())
    owed.set(g.classicAddress, checkIssuer(lines, g.classicAddress, world.currencies[gi] as string));
  for (const amm of amms) {
    const lp = amm.LPTokenBalance as { currency: string; value: string };
    const out = checkIssuer(lines, amm.Account as string, lp.currency);
    // LP tokens out are the pool's LPTokenBalance (up to the 16-digit rounding of each holder's share).
    const T = exactText(lp.value);
    expect(
      Math.abs(toNumber(out - T)) <= toNumber(T) * 1e-12,
      'LP tokens held differ from LPTokenBalance',
    ).toBe(true);
    await checkPool(node, amm, roots, entries);
  }
  await checkOutstanding(world, node, entries, owed);
}

/** XRP is never created: balances plus escrowed XRP are the total coins, which fall by exactly the fees. */
function checkXrp(entries: Entry[], roots: Map<string, Entry>, prev: LedgerReader, cur: LedgerReader): void {
  let xrp = 0n;
  for (const r of roots.values()) {
    const b = BigInt(r.Balance as string);
    expect(b >= 0n, `negative XRP balance of ${String(r.Account)}`).toBe(true);
    xrp += b;
  }
  for (const e of entries)
    if (e.LedgerEntryType === 'Escrow' && typeof e.Amount === 'string') xrp += BigInt(e.Amount);
  expect(xrp).toBe(cur.header.totalCoins);
  const fees = cur.transactions().reduce((s, t) => s + BigInt(t.txJson.Fee as string), 0n);
  expect(prev.header.totalCoins - cur.header.totalCoins).toBe(fees);
}

/**
 * One issuer's token, as account_lines shows it from each side: every holder's line appears on the issuer's side
 * too with the opposite balance, no holder is below zero, and what the holders hold sums to what the issuer
 * owes. Returns that sum (exact).
 */
function checkIssuer(lines: Map<string, Line[]>, issuer: string, currency: string): bigint {
  const issuerSide = new Map<string, bigint>();
  let owes = 0n;
  for (const l of lines.get(issuer) ?? []) {
    if (l.currency !== currency) continue;
    expect(issuerSide.has(l.account), `two ${currency} lines between ${issuer} and ${l.account}`).toBe(false);
    issuerSide.set(l.account, exactText(l.balance));
    owes -= exactText(l.balance);
  }
  let held = 0n;
  const seen = new Set<string>();
  for (const [holder, list] of lines) {
    if (holder === issuer) continue;
    for (const l of list) {
      if (l.account !== issuer || l.currency !== currency) continue;
      const mine = exactText(l.balance);
      const theirs = issuerSide.get(holder);
      expect(theirs, `${holder}'s ${currency} line missing from ${issuer}'s side`).toBeDefined();
      expect(mine + (theirs as bigint), `${holder}/${issuer} ${currency} line does not net to zero`).toBe(0n);
      expect(mine >= 0n, `holder ${holder} below zero on ${issuer}/${currency}`).toBe(true);
      held += mine;
      seen.add(holder);
    }
  }
  expect(
    [...issuerSide.keys()].filter((p) => !seen.has(p)),
    `${issuer}'s lines with no holder side`,
  ).toEqual([]);
  expect(held, `${issuer}/${currency}: held by holders vs owed by the issuer`).toBe(owes);
  return held;
}

/** amm_info's balances are the pool account's holdings: its XRP balance and its lines, to the drop and digit. */
async function checkPool(
  node: LedgerNode,
  amm: Entry,
  roots: Map<string, Entry>,
  entries: Entry[],
): Promise<void> {
  const account = amm.Account as string;
  const info = (await rpc(node, 'amm_info', { amm_account: account })).amm as Entry;
  expect(info.lp_token).toEqual(amm.LPTokenBalance);
  const holding = (asset: { currency: string; issuer?: string }): bigint => {
    if (asset.currency === 'XRP') return BigInt(roots.get(account)?.Balance as string);
    const line = entries.find((x) => {
      if (x.LedgerEntryType !== 'RippleState') return false;
      const [low, high] = [x.LowLimit as Limit, x.HighLimit as Limit];
      const sides = [low.issuer, high.issuer].sort().join();
      return sides === [account, asset.issuer].sort().join() && low.currency === asset.currency;
    });
    if (!line) return 0n;
    const v = exactText((line.Balance as { value: string }).value);
    return (line.LowLimit as Limit).issuer === account ? v : -v;
  };
  const shown = (a: unknown): bigint =>
    typeof a === 'string' ? BigInt(a) : exactText((a as { value: string }).value);
  const x = holding(amm.Asset as { currency: string });
  const y = holding(amm.Asset2 as { currency: string; issuer?: string });
  expect(shown(info.amount), `amm_info amount of ${account}`).toBe(x);
  expect(shown(info.amount2), `amm_info amount2 of ${account}`).toBe(y);
  const T = exactText((amm.LPTokenBalance as { value: string }).value);
  if (T === 0n) return;
  expect(x > 0n && y > 0n, 'a pool with LP tokens out holds both assets').toBe(true);
  // rippled's ValidAMM: sqrt(x * y) >= LPTokenBalance, i.e. x * y >= T^2 (XRP in drops, scaled as the tokens).
  const unit = (asset: unknown) => ((asset as { currency: string }).currency === 'XRP' ? 10n ** 96n : 1n);
  const product = x * unit(amm.Asset) * y * unit(amm.Asset2);
  const slack = (T * T) / 10n ** 12n;
  expect(product + slack >= T * T, 'pool product below LP tokens').toBe(true);
}

/** What each gateway owes (plus tokens in escrows) is what it paid out, up to rounding; gateway_balances agrees. */
async function checkOutstanding(
  world: Issued,
  node: LedgerNode,
  entries: Entry[],
  owed: Map<string, bigint>,
) {
  const escrowed = new Map<string, bigint>();
  for (const e of entries)
    if (e.LedgerEntryType === 'Escrow' && typeof e.Amount === 'object') {
      const a = e.Amount as Limit;
      escrowed.set(a.issuer, (escrowed.get(a.issuer) ?? 0n) + exactText(a.value));
    }
  for (const [gi, g] of world.gateways.entries()) {
    const owes = owed.get(g.classicAddress) ?? 0n;
    const r = await rpc(node, 'gateway_balances', { account: g.classicAddress });
    const obligation = (r.obligations as Record<string, string> | undefined)?.[
      world.currencies[gi] as string
    ];
    // gateway_balances adds at 16 digits, one line at a time.
    const diff = exactText(obligation ?? '0') - owes;
    expect((diff < 0n ? -diff : diff) <= owes / 10n ** 14n, 'gateway_balances obligations').toBe(true);
    const out = owes + (escrowed.get(g.classicAddress) ?? 0n);
    const paid = world.issued[gi] as bigint;
    // Rounding at 16 digits on each line may lose a little; it never creates any.
    expect(out <= paid + paid / 10n ** 13n, 'more outstanding than issued').toBe(true);
    expect(paid - out <= paid / 10n ** 12n, 'tokens lost beyond rounding').toBe(true);
  }
}
