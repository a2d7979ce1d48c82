/** The launch review's total cost and the initial price and market cap the pool implies. */
import { LAUNCH_REVIEW_TEXT as T, type LaunchRequest, formatAmountOf } from '@horizon/core';
import { launchEconomics } from './launch-review.js';

export function LaunchSums({ request }: { request: LaunchRequest }) {
  const sums = launchEconomics(request);
  if (!sums) return null;
  const rows: readonly (readonly [string, string, string])[] = [
    [T.totalCost, `${sums.totalCostXrp} XRP`, 'launch-total'],
    [T.initialPrice, formatAmountOf(sums.priceXrp, 'XRP'), 'launch-price'],
    [T.initialMarketCap, formatAmountOf(sums.marketCapXrp, 'XRP'), 'launch-market-cap'],
  ];
  return (
    <>
      <dl className="kv">
        {rows.map(([label, value, testId]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="mono" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted small">{T.totalCostHint}</p>
    </>
  );
}
