/** The fee flows: treasury income per day, payouts with their transactions, and burns. */
import { type Transparency, TRANSPARENCY_STRINGS as S } from '@horizon/core';
import { tokenLabel } from '../../format/display.js';
import { EmptyState } from '../../ui/States.js';

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
      <p className="muted small">Total: {income.total_xrp} XRP</p>
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
                  <td className="num mono">{d.treasury_xrp} XRP</td>
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
  lpPercent: string;
}) {
  const { payouts, owed, lpPercent } = props;
  return (
    <section className="card" data-testid="payouts">
      <h2>{S.payoutsTitle}</h2>
      <p className="muted small">
        {S.owedTitle}: {owed.devback_xrp} XRP devback to {owed.developers} developers, {owed.lp_incentive_xrp}{' '}
        XRP of LP incentives. LP incentives: {lpPercent}% of the treasury&apos;s fee income from each token
        launched on Horizon.
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
                  <td className="num mono">{p.amount_xrp} XRP</td>
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
                  <td className="num mono">{b.token_amount}</td>
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
