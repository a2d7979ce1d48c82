import { ROUTES } from '@horizon/core';
import { EmptyState } from '../../ui/States.js';
import { AppLink } from '../../ui/AppLink.js';

export function NotFoundPage() {
  return (
    <div className="page">
      <EmptyState title="Page not found">
        <p>
          That address is not part of Horizon. Go to the{' '}
          <AppLink to={ROUTES.liveMarkets}>live markets</AppLink> or the{' '}
          <AppLink to={ROUTES.landing}>start page</AppLink>.
        </p>
      </EmptyState>
    </div>
  );
}
