/** Every day's buy-and-burn, public: fee revenue, XRP spent and tokens burned, with their transactions. */
import { VOTING_UI as S, type VoteBurn, type WeekWinner, voteCount } from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import { tokenLabel } from '../../format/display.js';
import { EmptyState } from '../../ui/States.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';

export function WinnersList({ winners }: { winners: readonly WeekWinner[] }) {
  if (winners.length === 0) return <EmptyState title={S.noWinners} />;
  return (
    <ul className="plain-list" data-testid="vote-winners">
      {winners.map((w) => (
        <li key={w.week_start}>
          {S.weekOf} {w.week_start}: <strong>{tokenLabel(w.token_id)}</strong> ({voteCount(w.votes)})
        </li>
      ))}
    </ul>
  );
}

export function BurnsTable({ burns }: { burns: readonly VoteBurn[] }) {
  if (burns.length === 0) return <EmptyState title={S.noBurns} />;
  return (
    <div className="table-wrap">
      <table className="table" data-testid="vote-burns">
        <thead>
          <tr>
            <th>Day</th>
            <th>Token</th>
            <th className="num">Fee revenue (XRP)</th>
            <th className="num">Spent (XRP)</th>
            <th className="num">Burned</th>
            <th>State</th>
          </tr>
        </thead>
        <tbody>
          {burns.map((b) => (
            <tr key={b.day}>
              <td>{b.day}</td>
              <td>{b.token_id ? tokenLabel(b.token_id) : '—'}</td>
              <td className="num">
                <Xrp value={dropsToXrp(BigInt(b.fee_income_drops))} unit={false} />
              </td>
              <td className="num">
                <Xrp value={dropsToXrp(BigInt(b.xrp_spent_drops))} unit={false} />
              </td>
              <td className="num" title={b.burn_tx_hash ?? undefined}>
                <TokenAmount value={b.tokens_burned} />
              </td>
              <td>{S.burnStates[b.state]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
