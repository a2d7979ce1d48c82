/**
 * A wallet's holdings (spec §3 "Holdings response", §4 "Account activation"), trust lines and transaction
 * history: balances from the ledger itself, trading totals and prices from the indexer.
 */
import {
  type HoldingsResponse,
  type TokenHolding,
  type Trustline,
  type WalletTransaction,
  parseTokenId,
  unactivatedHoldings,
} from '@horizon/core';
import { currencyToHex, decodeCurrency, dropsToXrp } from '@horizon/protocol';
import type { Queryable } from '../db/index.js';
import { isLpTokenId } from '../indexer/balance-changes.js';
import { type Dec, ZERO, decOf, signum, toPlain } from '../indexer/decimal.js';
import { deriveTx } from '../indexer/derive-trades.js';
import { pnlPercent } from '../indexer/totals.js';
import { big, isoOf, tokenText } from './format.js';
import type { MarketLedger, TrustLine } from './ledger-reads.js';
import { xrpValueDrops } from './trader-queries.js';

interface Indexed {
  readonly spent: bigint;
  readonly sold: bigint;
  readonly price: Dec;
}

async function indexedTotals(db: Queryable, address: string): Promise<Map<string, Indexed>> {
  const rows = await db.query<Record<string, string>>(
    `SELECT h.token_id, h.xrp_spent_drops::text AS spent, h.xrp_sold_drops::text AS sold,
       COALESCE(t.price_in_xrp, 0)::text AS price
     FROM holdings h LEFT JOIN token_data t ON t.token_id = h.token_id WHERE h.classic_address = $1`,
    [address],
  );
  return new Map(
    rows.map((r) => [
      String(r['token_id']),
      { spent: big(r['spent']), sold: big(r['sold']), price: decOf(r['price']) },
    ]),
  );
}

function holdingOf(line: TrustLine, indexed: Indexed | undefined): TokenHolding {
  const { currency, issuer } = parseTokenId(line.tokenId);
  const spent = indexed?.spent ?? 0n;
  const sold = indexed?.sold ?? 0n;
  return {
    token_id: line.tokenId,
    balance: tokenText(line.balance),
    xrp_value: dropsToXrp(xrpValueDrops(line.balance, indexed?.price ?? ZERO)),
    currency_hex: currencyToHex(currency),
    currency_decoded: decodeCurrency(currency),
    issuer,
    total_xrp_spend: dropsToXrp(spent),
    total_xrp_sold: dropsToXrp(sold),
    pnl_xrp: dropsToXrp(sold - spent),
    pnl_percent: pnlPercent(spent, sold - spent),
  };
}

/** Lines on which the wallet holds (not issues) a token, LP tokens aside. */
const heldLines = (lines: TrustLine[]) =>
  lines.filter((l) => signum(l.balance) >= 0 && !isLpTokenId(l.tokenId));

export async function holdingsOf(
  db: Queryable,
  ledger: MarketLedger,
  address: string,
): Promise<HoldingsResponse> {
  const account = await ledger.accountRoot(address);
  if (!account) return unactivatedHoldings();
  const [lines, reserves, totals] = await Promise.all([
    ledger.trustLines(address),
    ledger.reserves(),
    indexedTotals(db, address),
  ]);
  const reserve = reserves.base + reserves.increment * BigInt(account.ownerCount);
  const available = account.balanceDrops > reserve ? account.balanceDrops - reserve : 0n;
  const holdings = heldLines(lines).map((line) => holdingOf(line, totals.get(line.tokenId)));
  let spent = 0n;
  let sold = 0n;
  for (const t of totals.values()) {
    spent += t.spent;
    sold += t.sold;
  }
  return {
    xrp_balance_available: dropsToXrp(available),
    xrp_balance_with_reserve: dropsToXrp(account.balanceDrops),
    token_holdings: holdings,
    total_pnl_xrp: dropsToXrp(sold - spent),
    total_pnl_pct: pnlPercent(spent, sold - spent),
    is_activated: true,
    activation_required: false,
  };
}

export async function trustlinesOf(ledger: MarketLedger, address: string): Promise<Trustline[]> {
  return heldLines(await ledger.trustLines(address)).map((line) => {
    const { currency, issuer } = parseTokenId(line.tokenId);
    return {
      token_id: line.tokenId,
      currency_hex: currencyToHex(currency),
      currency_decoded: decodeCurrency(currency),
      issuer,
      balance: tokenText(line.balance),
      limit: tokenText(line.limit),
    };
  });
}

const HISTORY_KEPT = 50;

/** Fetches the wallet's newest transactions, keeps what each changed for it; answers them and how many were new. */
export async function updateTxHistory(
  db: Queryable,
  ledger: MarketLedger,
  address: string,
): Promise<{ transactions: WalletTransaction[]; added: number }> {
  let added = 0;
  for (const entry of await ledger.history(address, HISTORY_KEPT)) {
    const { changes } = deriveTx(entry);
    const fee = entry.tx['Account'] === address ? BigInt(String(entry.tx['Fee'] ?? '0')) : 0n;
    const xrp = (changes.xrp.get(address) ?? 0n) - fee;
    const [token] = [...(changes.tokens.get(address) ?? new Map<string, Dec>())];
    const inserted = await db.query(
      `INSERT INTO wallet_transactions (classic_address, tx_hash, transaction_type, engine_result, ledger_index,
         executed_at, xrp_change_drops, token_id, token_change)
       VALUES ($1, $2, $3, $4, $5, to_timestamp($6), $7, $8, $9) ON CONFLICT DO NOTHING RETURNING tx_hash`,
      [
        address,
        entry.hash,
        String(entry.tx['TransactionType']),
        String(entry.meta['TransactionResult']),
        entry.ledgerIndex,
        entry.closeTime,
        String(xrp),
        token?.[0] ?? null,
        token ? toPlain(token[1]) : null,
      ],
    );
    added += inserted.length;
  }
  const rows = await db.query<Record<string, unknown>>(
    `SELECT tx_hash, transaction_type, engine_result, ledger_index::int AS ledger_index, executed_at,
       xrp_change_drops::text AS xrp, token_id, token_change::text AS token_change
     FROM wallet_transactions WHERE classic_address = $1 ORDER BY ledger_index DESC, tx_hash LIMIT ${HISTORY_KEPT}`,
    [address],
  );
  const transactions = rows.map((r) => ({
    tx_hash: String(r['tx_hash']),
    transaction_type: String(r['transaction_type']),
    engine_result: String(r['engine_result']),
    ledger_index: Number(r['ledger_index']),
    executed_at: isoOf(r['executed_at']),
    xrp_change: dropsToXrp(big(r['xrp'])),
    token_id: r['token_id'] === null ? null : String(r['token_id']),
    token_change: r['token_change'] === null ? null : toPlain(decOf(r['token_change'])),
  }));
  return { transactions, added };
}
