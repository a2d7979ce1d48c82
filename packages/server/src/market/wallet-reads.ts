/**
 * A wallet's holdings (spec §3 "Holdings response", §4 "Account activation"), trust lines and transaction
 * history: balances from the ledger itself, trading totals and prices from the indexer.
 */
import {
  type Decimal,
  decimalSign,
  decimalText,
  type HoldingsResponse,
  parseTokenId,
  positionPnl,
  type TokenHolding,
  totalPnl,
  transactionFacts,
  transactionResult,
  type Trustline,
  type TxHistoryResponse,
  unactivatedHoldings,
  ZERO_DECIMAL,
} from '@horizon/core';
import { currencyToHex, decodeCurrency, dropsToXrp } from '@horizon/protocol';
import type { Queryable } from '../db/index.js';
import { isLpTokenId } from '../indexer/balance-changes.js';
import { deriveTx } from '../indexer/derive-trades.js';
import { tokenText } from '../views/contract-views.js';
import type { MarketLedger, TrustLine } from './ledger-reads.js';
import {
  POSITION_COLUMNS,
  type PositionRow,
  pnlFields,
  pnlInputOf,
  positionRow,
  xrpValueDrops,
} from './position-reads.js';
import {
  HISTORY_COLUMNS,
  HISTORY_JOIN,
  type HistoryRow,
  groupActions,
  transactionOf,
} from './wallet-actions.js';

async function indexedPositions(db: Queryable, address: string): Promise<Map<string, PositionRow>> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT h.token_id, ${POSITION_COLUMNS}
     FROM holdings h LEFT JOIN token_data t ON t.token_id = h.token_id WHERE h.classic_address = $1`,
    [address],
  );
  return new Map(rows.map((r) => [String(r['token_id']), positionRow(r)]));
}

const NO_POSITION: PositionRow = {
  spentDrops: 0n,
  soldDrops: 0n,
  costBasisDrops: 0n,
  realizedDrops: 0n,
  zeroCost: false,
  balance: ZERO_DECIMAL,
  price: ZERO_DECIMAL,
};

/** A held line valued at the token's price now, its PnL at average cost (core/pnl). */
function holdingOf(line: TrustLine, position: PositionRow = NO_POSITION): TokenHolding {
  const { currency, issuer } = parseTokenId(line.tokenId);
  const pnl = positionPnl(pnlInputOf(position, line.balance));
  return {
    token_id: line.tokenId,
    balance: tokenText(line.balance),
    xrp_value: dropsToXrp(xrpValueDrops(line.balance, position.price)),
    currency_hex: currencyToHex(currency),
    currency_decoded: decodeCurrency(currency),
    issuer,
    total_xrp_spend: dropsToXrp(position.spentDrops),
    total_xrp_sold: dropsToXrp(position.soldDrops),
    ...pnlFields(pnl),
    pnl_percent: pnl.pnlPercent,
    has_zero_cost_tokens: position.zeroCost,
  };
}

/** Lines on which the wallet holds (not issues) a token, LP tokens aside. */
const heldLines = (lines: TrustLine[]) =>
  lines.filter((l) => decimalSign(l.balance) >= 0 && !isLpTokenId(l.tokenId));

export async function holdingsOf(
  db: Queryable,
  ledger: MarketLedger,
  address: string,
): Promise<HoldingsResponse> {
  const account = await ledger.accountRoot(address);
  if (!account) return unactivatedHoldings();
  const [lines, reserves, positions] = await Promise.all([
    ledger.trustLines(address),
    ledger.reserves(),
    indexedPositions(db, address),
  ]);
  const reserve = reserves.base + reserves.increment * BigInt(account.ownerCount);
  const available = account.balanceDrops > reserve ? account.balanceDrops - reserve : 0n;
  const held = heldLines(lines);
  const holdings = held.map((line) => holdingOf(line, positions.get(line.tokenId)));
  // Every indexed position counts, closed ones too; held tokens at the ledger's balance.
  const ledgerBalance = new Map(held.map((line) => [line.tokenId, line.balance]));
  const total = totalPnl(
    [...positions].map(([tokenId, p]) => pnlInputOf(p, ledgerBalance.get(tokenId) ?? p.balance)),
  );
  return {
    xrp_balance_available: dropsToXrp(available),
    xrp_balance_with_reserve: dropsToXrp(account.balanceDrops),
    token_holdings: holdings,
    total_pnl_xrp: dropsToXrp(total.pnlDrops),
    total_pnl_pct: total.pnlPercent,
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
): Promise<TxHistoryResponse> {
  let added = 0;
  for (const entry of await ledger.history(address, HISTORY_KEPT)) {
    const { changes } = deriveTx(entry);
    const tx = transactionFacts(entry.tx);
    const fee = tx.account === address ? tx.feeDrops : 0n;
    const xrp = (changes.xrp.get(address) ?? 0n) - fee;
    const [token] = [...(changes.tokens.get(address) ?? new Map<string, Decimal>())];
    const inserted = await db.query(
      `INSERT INTO wallet_transactions (classic_address, tx_hash, transaction_type, engine_result, ledger_index,
         executed_at, xrp_change_drops, token_id, token_change)
       VALUES ($1, $2, $3, $4, $5, to_timestamp($6), $7, $8, $9) ON CONFLICT DO NOTHING RETURNING tx_hash`,
      [
        address,
        entry.hash,
        tx.type,
        String(transactionResult(entry.meta)),
        entry.ledgerIndex,
        entry.closeTime,
        String(xrp),
        token?.[0] ?? null,
        token ? decimalText(token[1]) : null,
      ],
    );
    added += inserted.length;
  }
  const rows = await db.query<HistoryRow>(
    `SELECT ${HISTORY_COLUMNS} ${HISTORY_JOIN}
     WHERE w.classic_address = $1 ORDER BY w.ledger_index DESC, w.tx_hash LIMIT ${HISTORY_KEPT}`,
    [address],
  );
  const transactions = rows.map(transactionOf);
  return { transactions, actions: groupActions(rows), added };
}
