/** A page whose program has not arrived yet: its frame, what it will hold, and where to go meanwhile. */
import { ROUTES, WALLET_CONTROL_STRINGS } from '@horizon/core';
import { EmptyState } from '../../ui/States.js';
import { AppLink } from '../../ui/AppLink.js';

export function Pending({
  title,
  intro,
  premium = false,
}: {
  title: string;
  intro: string;
  premium?: boolean;
}) {
  return (
    <div className="page">
      <div className="page-head">
        <div>
          <h1>
            {title}{' '}
            {premium && <span className="tag tag-premium">{WALLET_CONTROL_STRINGS.premiumFeature}</span>}
          </h1>
          <p className="muted">{intro}</p>
        </div>
      </div>
      <EmptyState title={WALLET_CONTROL_STRINGS.noWalletConnected}>
        <p>{WALLET_CONTROL_STRINGS.connectOrCreate}</p>
        <p>
          Meanwhile, browse the <AppLink to={ROUTES.liveMarkets}>live markets</AppLink>.
        </p>
      </EmptyState>
    </div>
  );
}
