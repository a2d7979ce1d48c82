/** /transparency: every wallet the operator controls with its ledger balance, fee income, burns and payouts. */
import { TRANSPARENCY_STRINGS as S } from '@horizon/core';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { ErrorState, SkeletonRows } from '../../ui/States.js';
import { BurnsTable, IncomeTable, PayoutsTable } from './FlowTables.js';
import { WalletsTable } from './WalletsTable.js';
import './transparency.css';

export function TransparencyPage() {
  const report = useApi((signal) => api.call('GET /api/transparency', { signal }), []);
  return (
    <div className="page transparency-page" data-testid="transparency-page">
      <div className="page-head">
        <div>
          <h1>{S.title}</h1>
          <p className="muted">{S.lead}</p>
        </div>
      </div>
      {report.state === 'error' ? (
        <ErrorState message={report.message} onRetry={report.reload} />
      ) : report.state !== 'ready' ? (
        <table className="table">
          <tbody>
            <SkeletonRows rows={6} columns={3} />
          </tbody>
        </table>
      ) : (
        <>
          <WalletsTable wallets={report.data.wallets} preSnipeCount={report.data.pre_snipe_wallets} />
          <IncomeTable income={report.data.income} />
          <PayoutsTable
            payouts={report.data.payouts}
            owed={report.data.owed}
            lpPercent={report.data.lp_incentive_percent}
          />
          <BurnsTable burns={report.data.burns} />
        </>
      )}
    </div>
  );
}
