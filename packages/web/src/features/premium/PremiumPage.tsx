/** /premium: the rule, the active wallet's standing (by holding or by payment), and Subscribe with a signed 5 XRP payment. */
import { PREMIUM_STRINGS as S } from '@horizon/core';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { ErrorState, Skeleton } from '../../ui/States.js';
import { appPremiumStatus, useWallets } from '../../wallets/index.js';
import { FlowDialog } from '../../trade-ui/TradeFlowDialog.js';
import { useTradeFlow } from '../../trade-ui/useTradeFlow.js';
import { statusLine, subscribeIntent, tickerOf } from './premium-model.js';

export function PremiumPage() {
  const { activeAddress } = useWallets();
  const terms = useApi((signal) => api.call('GET /api/premium', { signal }), []);
  const status = useApi(
    (signal) =>
      activeAddress === null
        ? Promise.resolve(null)
        : api.call('GET /api/premium/status', { signal, query: { classic_address: activeAddress } }),
    [activeAddress],
  );
  const flow = useTradeFlow('premium');
  if (terms.state === 'error') return <ErrorState message={terms.message} onRetry={terms.reload} />;
  if (terms.state === 'loading') return <Skeleton width="lg" />;
  const intent = subscribeIntent(terms.data);
  const subscribe = () => {
    if (intent === null || activeAddress === null) return;
    // The flow answers once the payment is validated: the ledger then counts it.
    void flow.run(intent, activeAddress).then((result) => {
      if (!result) return;
      status.reload();
      void appPremiumStatus().refresh(activeAddress); // the menu's 'Premium Feature' labels go
    });
  };
  return (
    <div className="page" data-testid="premium-page">
      <div className="page-head">
        <div>
          <h1>{S.title}</h1>
          <p className="muted">{S.lead}</p>
        </div>
      </div>
      <section className="card">
        <h2>{S.ruleTitle}</h2>
        <ul>
          <li>{S.ruleHold(tickerOf(terms.data.platform_token_id))}</li>
          <li>{S.rulePay}</li>
        </ul>
        <p className="muted small">{S.ruleChecked}</p>
        {terms.data.platform_token_id === null && <p className="muted small">{S.noPlatformToken}</p>}
      </section>
      <section className="card">
        <h2>{S.statusTitle}</h2>
        {activeAddress === null ? (
          <p className="muted">{S.noWallet}</p>
        ) : status.state === 'error' ? (
          <ErrorState message={status.message} onRetry={status.reload} />
        ) : status.state === 'loading' || status.data === null ? (
          <p className="muted">{S.checking}</p>
        ) : (
          <p data-testid="premium-status" data-premium={String(status.data.premium)}>
            {statusLine(status.data, terms.data)}
          </p>
        )}
      </section>
      <section className="card">
        <h2>{S.subscribeTitle}</h2>
        {intent === null || terms.data.treasury_address === null ? (
          <p className="muted">{S.noTreasury}</p>
        ) : (
          <>
            <p className="muted small">{S.subscribeNote(terms.data.treasury_address)}</p>
            <button
              type="button"
              className="btn btn-primary"
              data-testid="premium-subscribe"
              disabled={activeAddress === null || flow.view.state === 'busy'}
              onClick={subscribe}
            >
              {S.subscribe}
            </button>
          </>
        )}
      </section>
      <FlowDialog flow={flow} />
    </div>
  );
}
