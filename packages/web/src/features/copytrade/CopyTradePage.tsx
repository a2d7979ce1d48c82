/**
 * /copytrade (premium): follow leaders with limits, and while this page is open copy their trades, each
 * signed by this browser's own wallet key; the log says what was copied or skipped and why.
 */
import { COPYTRADE_STRINGS as S, ROUTES, WALLET_CONTROL_STRINGS } from '@horizon/core';
import { useCallback, useMemo } from 'react';
import { ErrorState, Skeleton } from '../../ui/States.js';
import { usePremium, useWallets } from '../../wallets/index.js';
import { FormProblem } from '../../trade-ui/FormParts.js';
import { CopyLog } from './CopyLog.js';
import { FollowForm } from './FollowForm.js';
import { LeaderRow } from './LeaderRow.js';
import { useCopier } from './useCopier.js';
import { useCopySettings } from './useCopySettings.js';
import './copytrade.css';
import { AppLink } from '../../ui/AppLink.js';

export function CopyTradePage() {
  const { activeAddress } = useWallets();
  const premium = usePremium(activeAddress);
  const { settings, log, problem, follow, unfollow } = useCopySettings(activeAddress);
  const data = settings.state === 'ready' ? settings.data : null;
  const leaders = useMemo(() => new Set(data?.leaders.map((l) => l.leader_address)), [data]);
  const onCopied = useCallback(() => {
    log.reload();
    settings.reload(); // today's spend moved
  }, [log.reload, settings.reload]);
  useCopier(activeAddress, leaders, data?.premium === true, onCopied);
  return (
    <div className="page" data-testid="copytrade-page">
      <div className="page-head">
        <div>
          <h1>
            {S.title}{' '}
            {premium === false && (
              <span className="tag tag-premium">{WALLET_CONTROL_STRINGS.premiumFeature}</span>
            )}
          </h1>
          <p className="muted">{S.lead}</p>
        </div>
      </div>
      <p className="card" role="note" data-testid="copytrade-open-app-only">
        {S.openAppOnly}
      </p>
      {activeAddress === null ? (
        <p className="muted">{S.noWallet}</p>
      ) : settings.state === 'error' ? (
        <ErrorState message={settings.message} onRetry={settings.reload} />
      ) : data === null ? (
        <Skeleton width="lg" />
      ) : (
        <>
          {!data.premium && (
            <p className="card">
              {S.premiumOnly} <AppLink to={ROUTES.premium}>{S.premiumLink}</AppLink>
            </p>
          )}
          <FormProblem text={problem} />
          {data.premium && <FollowForm follower={activeAddress} onFollow={follow} />}
          <section className="card">
            <h2>{S.leadersTitle}</h2>
            {data.leaders.length === 0 ? (
              <p className="muted">{S.leadersEmpty}</p>
            ) : (
              <ul className="form-stack copy-list">
                {data.leaders.map((leader) => (
                  <LeaderRow
                    key={`${leader.leader_address}${leader.max_xrp_per_trade}${leader.max_xrp_per_day}`}
                    follower={activeAddress}
                    leader={leader}
                    onSave={follow}
                    onUnfollow={unfollow}
                  />
                ))}
              </ul>
            )}
          </section>
          <section className="card">
            <h2>{S.logTitle}</h2>
            {data.premium && data.leaders.length > 0 && <p className="muted small">{S.listening}</p>}
            {log.state === 'ready' && log.data !== null ? (
              <CopyLog entries={log.data.entries} />
            ) : (
              <Skeleton width="lg" />
            )}
          </section>
        </>
      )}
    </div>
  );
}
