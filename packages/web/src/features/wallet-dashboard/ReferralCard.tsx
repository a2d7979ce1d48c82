/**
 * The wallet's referral code with copy, its shareable link (copy and a QR code), how many wallets it referred
 * and what it earned (0.30% per trade). Both are private to the wallet: the vault proves control of it to the
 * session first, which signs, so only when the person asks for them or the session already holds the proof.
 */
import { REFERRAL_EARNINGS_STRINGS, REFERRAL_STRINGS as S, referralLinkOf } from '@horizon/core';
import { Suspense, lazy, useState } from 'react';
import { Xrp } from '../../ui/Xrp.js';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { walletProofHeld, withWalletProof } from '../../wallets/with-wallet-proof.js';
import { CopyButton } from './CopyButton.js';
import './referral.css';

const ReferralQr = lazy(() => import('./ReferralQr.js'));

export function ReferralCard({ address }: { address: string }) {
  return <ReferralCardOf key={address} address={address} />;
}

function ReferralCardOf({ address }: { address: string }) {
  const [asked, setAsked] = useState(() => walletProofHeld(address));
  return (
    <section className="card">
      <h3>{S.cardTitle}</h3>
      {asked ? (
        <ReferralDetails address={address} />
      ) : (
        <>
          <p className="muted small">{S.proveNote}</p>
          <button type="button" className="btn btn-sm" onClick={() => setAsked(true)}>
            {S.showCode}
          </button>
        </>
      )}
    </section>
  );
}

function ReferralDetails({ address }: { address: string }) {
  const referral = useApi(
    (signal) =>
      withWalletProof(address, () =>
        api.call('POST /api/trustless/get_referral_code', { body: { classic_address: address }, signal }),
      ),
    [address],
  );
  const earnings = useApi(
    (signal) =>
      withWalletProof(address, () =>
        api.call('GET /api/referral_earnings', { query: { classic_address: address }, signal }),
      ),
    [address],
  );
  if (referral.state !== 'ready') {
    return <p className="muted small">{referral.state === 'error' ? referral.message : 'Loading…'}</p>;
  }
  return (
    <>
      <p className="mono" data-testid="referral-code">
        {referral.data.referral_code} <CopyButton text={referral.data.referral_code} />
      </p>
      <ReferralLink code={referral.data.referral_code} />
      <p className="muted small">
        {referral.data.referred_wallets} wallets referred · <Xrp value={referral.data.earned_xrp} /> earned.
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
  );
}

function ReferralLink({ code }: { code: string }) {
  const link = referralLinkOf(window.location.origin, code);
  return (
    <div className="referral-share">
      <div className="referral-link">
        <span className="muted small">{S.linkLabel}</span>
        <span className="mono" data-testid="referral-link">
          {link}
        </span>
        <CopyButton text={link} label={S.copyLink} />
      </div>
      <Suspense fallback={<span className="referral-qr" />}>
        <ReferralQr link={link} />
      </Suspense>
    </div>
  );
}
