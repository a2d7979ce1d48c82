import { ROUTES } from '@horizon/core';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/States.js';

export function NotFoundPage() {
  return (
    <div className="page">
      <EmptyState title="Page not found">
        <p>
          That address is not part of Horizon. Go to the <Link to={ROUTES.liveMarkets}>live markets</Link> or
          the <Link to={ROUTES.landing}>start page</Link>.
        </p>
      </EmptyState>
    </div>
  );
}
