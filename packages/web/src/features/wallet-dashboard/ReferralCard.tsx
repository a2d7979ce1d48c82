/** The wallet's referral code with copy, how many wallets it referred and what it earned (0.30% per trade). */
import { REFERRAL_EARNINGS_STRINGS } from '@horizon/core';
import { useApi } from '../../api/useApi.js';
import { api } from '../../app/services.js';
import { CopyButton } from './CopyButton.js';

export function ReferralCard({ address }: { address: string }) {
  const referral = useApi(
    (signal) =>
      api.call('POST /api/trustless/get_referral_code', { body: { classic_address: address }, signal }),
    [address],
  );
  const earnings = useApi(
    (signal) => api.call('GET /api/referral_earnings', { query: { classic_address: address }, signal }),
    [address],
  );
  return (
    <section className="card">
      <h3>Referral code</h3>
      {referral.state === 'ready' ? (
        <>
          <p className="mono" data-testid="referral-code">
            {referral.data.referral_code} <CopyButton text={referral.data.referral_code} />
          </p>
          <p className="muted small">
            {referral.data.referred_wallets} wallets referred · {referral.data.earned_xrp} XRP earned.
            Referrers receive 0.30% of every trade of the wallets they bring, for life, in XRP.
          </p>
          {earnings.state === 'ready' ? (
            <p className="muted small" data-testid="referral-earnings">
              {REFERRAL_EARNINGS_STRINGS.earnings(
                earnings.data.total_xrp,
                earnings.data.payments,
                earnings.data.recent_xrp,
                earnings.data.recent_days,
              )}
            </p>
          ) : null}
        </>
      ) : (
        <p className="muted small">{referral.state === 'error' ? referral.message : 'Loading…'}</p>
      )}
    </section>
  );
}
