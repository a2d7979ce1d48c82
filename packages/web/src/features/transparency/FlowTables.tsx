/** The fee flows: treasury income per day, payouts with their transactions, and burns. */
import { type Transparency, TRANSPARENCY_STRINGS as S } from '@horizon/core';
import { tokenLabel } from '../../format/display.js';
import { EmptyState } from '../../ui/States.js';
import { Percent } from '../../ui/Percent.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';

const day = (iso: string) => iso.slice(0, 10);

function HashCell({ hash }: { hash: string }) {
  return (
    <td className="mono small" title={hash}>
      {hash.slice(0, 12)}…
    </td>
  );
}

export function IncomeTable({ income }: { income: Transparency['income'] }) {
  return (
    <section className="card" data-testid="treasury-income">
      <h2>{S.incomeTitle}</h2>
      <p className="muted small">
        Total: <Xrp value={income.total_xrp} />
      </p>
      {income.days.length === 0 ? (
        <EmptyState title={S.incomeEmpty} />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>Day (UTC)</th>
                <th className="num">Treasury income</th>
                <th className="num">Trades</th>
              </tr>
            </thead>
            <tbody>
              {income.days.map((d) => (
                <tr key={d.day}>
                  <td>{d.day}</td>
                  <td className="num mono">
                    <Xrp value={d.treasury_xrp} />
                  </td>
                  <td className="num">{d.trades}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function PayoutsTable(props: {
  payouts: Transparency['payouts'];
  owed: Transparency['owed'];
  lpPercent: number;
}) {
  const { payouts, owed, lpPercent } = props;
  return (
    <section className="card" data-testid="payouts">
      <h2>{S.payoutsTitle}</h2>
      <p className="muted small">
        {S.owedTitle}: <Xrp value={owed.devback_xrp} /> devback to {owed.developers} developers,{' '}
        <Xrp value={owed.lp_incentive_xrp} /> of LP incentives. LP incentives: <Percent value={lpPercent} />{' '}
        of the treasury&apos;s fee income from each token launched on Horizon.
      </p>
      {payouts.length === 0 ? (
        <EmptyState title={S.payoutsEmpty} />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>Paid</th>
                <th>Program</th>
                <th>Recipient</th>
                <th className="num">Amount</th>
                <th>Transaction</th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((p) => (
                <tr key={p.tx_hash}>
                  <td>{day(p.paid_at)}</td>
                  <td className="wrap">
                    {S.programNames[p.program]}
                    {p.token_id ? ` · ${tokenLabel(p.token_id)}` : ''}
                  </td>
                  <td className="mono small addr">{p.recipient}</td>
                  <td className="num mono">
                    <Xrp value={p.amount_xrp} />
                  </td>
                  <HashCell hash={p.tx_hash} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function BurnsTable({ burns }: { burns: Transparency['burns'] }) {
  return (
    <section className="card" data-testid="burns">
      <h2>
        {S.burnsTitle}: {burns.count}
      </h2>
      {burns.recent.length === 0 ? (
        <EmptyState title={S.burnsEmpty} />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>Day</th>
                <th>From</th>
                <th>Token</th>
                <th className="num">Burned</th>
                <th>Transaction</th>
              </tr>
            </thead>
            <tbody>
              {burns.recent.map((b) => (
                <tr key={b.tx_hash}>
                  <td>{day(b.burned_at)}</td>
                  <td>{S.burnSources[b.source]}</td>
                  <td>{tokenLabel(b.token_id)}</td>
                  <td className="num mono">
                    <TokenAmount value={b.token_amount} />
                  </td>
                  <HashCell hash={b.tx_hash} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
