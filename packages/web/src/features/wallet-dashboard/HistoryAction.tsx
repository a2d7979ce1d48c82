/**
 * One user action of the wallet history: a row with what it changed in sum, which opens to the ledger
 * transactions it took (a buy's trust line, trade, fee and burn).
 */
import {
  HISTORY_STRINGS,
  type WalletAction,
  type WalletTransaction,
  actionKindLabel,
  XRP_DECIMALS,
  shortenAddress,
} from '@horizon/core';
import { useState } from 'react';
import { formatAge, tokenLabel } from '../../format/display.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';
import { CopyButton } from './CopyButton.js';

/** LP tokens' currency codes start with 03 (xrpl-protocol.md): they read as 'LP tokens'. */
function assetLabel(tokenId: string): string {
  return tokenId.startsWith('03') ? 'LP tokens' : tokenLabel(tokenId);
}

interface Changes {
  readonly executed_at: string;
  readonly xrp_change: string;
  readonly token_id: string | null;
  readonly token_change: string | null;
  readonly engine_result: string;
}

function ChangeCells({ row, now }: { row: Changes; now: number }) {
  return (
    <>
      <td title={row.executed_at}>{formatAge(row.executed_at, now)}</td>
      <td className={`mono ${row.xrp_change.startsWith('-') ? 'down' : 'up'}`}>
        <Xrp value={row.xrp_change} decimals={XRP_DECIMALS} unit={false} />
      </td>
      <td className="mono">
        {row.token_id && row.token_change ? (
          <TokenAmount value={row.token_change} unit={assetLabel(row.token_id)} />
        ) : (
          '—'
        )}
      </td>
      <td className={row.engine_result === 'tesSUCCESS' ? 'up' : 'down'}>{row.engine_result}</td>
    </>
  );
}

function Hash({ hash }: { hash: string }) {
  return (
    <td className="mono">
      {shortenAddress(hash)} <CopyButton text={hash} />
    </td>
  );
}

function TransactionRow({ tx, now }: { tx: WalletTransaction; now: number }) {
  return (
    <tr className="history-tx" data-testid="history-tx">
      <td className="history-tx-type">{tx.transaction_type}</td>
      <ChangeCells row={tx} now={now} />
      <Hash hash={tx.tx_hash} />
    </tr>
  );
}

export function HistoryAction({ action, now }: { action: WalletAction; now: number }) {
  const [open, setOpen] = useState(false);
  const [single] = action.transactions;
  const many = action.transactions.length > 1;
  return (
    <>
      <tr data-testid="history-action" data-kind={action.kind}>
        <td>
          {many ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-expanded={open}
              title={open ? HISTORY_STRINGS.hideTransactions : HISTORY_STRINGS.showTransactions}
              onClick={() => setOpen(!open)}
            >
              {open ? '▾' : '▸'} {actionKindLabel(action.kind)}{' '}
              <span className="muted small">
                {HISTORY_STRINGS.transactionsCount(action.transactions.length)}
              </span>
            </button>
          ) : (
            actionKindLabel(action.kind)
          )}
        </td>
        <ChangeCells row={action} now={now} />
        {many || !single ? <td /> : <Hash hash={single.tx_hash} />}
      </tr>
      {open && action.transactions.map((tx) => <TransactionRow key={tx.tx_hash} tx={tx} now={now} />)}
    </>
  );
}
