/** The operator's wallets: treasury, payout wallet and the other server-held ones; pre-snipe wallets folded. */
import { type OperatorWallet, TRANSPARENCY_STRINGS as S } from '@horizon/core';
import { EmptyState } from '../../ui/States.js';
import { XRP_DECIMALS } from '../../format/display.js';
import { Xrp } from '../../ui/Xrp.js';

function Row({ wallet }: { wallet: OperatorWallet }) {
  return (
    <tr>
      <td className="wrap">{S.walletRoles[wallet.role]}</td>
      <td className="mono small addr">{wallet.address}</td>
      <td className="num mono wrap">
        {wallet.balance_xrp === null ? (
          <span className="muted">{S.notActivated}</span>
        ) : (
          <Xrp value={wallet.balance_xrp} decimals={XRP_DECIMALS} />
        )}
      </td>
    </tr>
  );
}

function Table({ wallets }: { wallets: readonly OperatorWallet[] }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>Role</th>
            <th>Address</th>
            <th className="num">Balance</th>
          </tr>
        </thead>
        <tbody>
          {wallets.map((w) => (
            <Row key={w.address} wallet={w} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WalletsTable({
  wallets,
  preSnipeCount,
}: {
  wallets: readonly OperatorWallet[];
  preSnipeCount: number;
}) {
  const operator = wallets.filter((w) => w.role !== 'pre_snipe');
  const preSnipe = wallets.filter((w) => w.role === 'pre_snipe');
  return (
    <section className="card" data-testid="operator-wallets">
      <h2>{S.walletsTitle}</h2>
      {operator.length === 0 ? <EmptyState title={S.walletsEmpty} /> : <Table wallets={operator} />}
      <details data-testid="pre-snipe-wallets">
        <summary>
          {S.preSnipeTitle}: {preSnipeCount}
        </summary>
        <p className="muted small">{S.preSnipeNote}</p>
        {preSnipe.length > 0 ? <Table wallets={preSnipe} /> : null}
      </details>
    </section>
  );
}
