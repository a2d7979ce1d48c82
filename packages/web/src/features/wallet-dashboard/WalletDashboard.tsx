/** /wallet: balance and reserve, holdings with value and PnL, trustlines, send and receive, referral code. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../api/useApi.js';
import { api } from '../../app/services.js';
import { EmptyState } from '../../ui/States.js';
import { useWallets, walletModals } from '../../wallets/index.js';
import { useHoldings } from '../trade/useTradeQuote.js';
import { SendForm } from './SendForm.js';
import { faucetUrl, fundFromFaucet } from './faucet.js';

const FAUCET = faucetUrl(import.meta.env as Record<string, unknown>);

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(t);
  }, [copied]);
  return (
    <button
      type="button"
      className="btn btn-sm"
      onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

export function WalletDashboard() {
  const { activeAddress } = useWallets();
  if (!activeAddress) {
    return (
      <div className="page">
        <EmptyState title="No wallet connected">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => walletModals.open({ kind: 'add', tab: 'generate' })}
          >
            Add Wallet
          </button>
        </EmptyState>
      </div>
    );
  }
  return <Dashboard key={activeAddress} address={activeAddress} />;
}

function Dashboard({ address }: { address: string }) {
  const [refresh, setRefresh] = useState(0);
  const holdings = useHoldings(address, refresh);
  const trustlines = useApi(
    (signal) =>
      api.call('POST /api/trustless/get_all_trustlines', { body: { classic_address: address }, signal }),
    [address, refresh],
  );
  const referral = useApi(
    (signal) =>
      api.call('POST /api/trustless/get_referral_code', { body: { classic_address: address }, signal }),
    [address],
  );
  const [faucetState, setFaucetState] = useState<string | null>(null);
  const fund = () => {
    if (!FAUCET) return;
    setFaucetState('Funding…');
    fundFromFaucet(FAUCET, address)
      .then(() => window.setTimeout(() => setRefresh((n) => n + 1), 1500))
      .then(() => setFaucetState('Funded: refreshing…'))
      .catch((e: unknown) => setFaucetState(e instanceof Error ? e.message : 'Faucet request failed'));
  };
  return (
    <div className="page wallet-dashboard">
      <section className="card">
        <h2>Wallet</h2>
        <p className="mono break">
          {address} <CopyButton text={address} />
        </p>
        {holdings && !holdings.is_activated ? (
          <div role="status">
            <p>
              This account is not activated yet. Send at least 1 XRP (the base reserve) to the address above
              to fund it.
            </p>
            {FAUCET && (
              <button type="button" className="btn btn-primary" onClick={fund}>
                Fund from faucet
              </button>
            )}
            {faucetState && <p className="muted small">{faucetState}</p>}
          </div>
        ) : (
          <dl className="kv kv-inline">
            <div>
              <dt>Available</dt>
              <dd className="mono">{holdings?.xrp_balance_available ?? '…'} XRP</dd>
            </div>
            <div>
              <dt>With reserve</dt>
              <dd className="mono">{holdings?.xrp_balance_with_reserve ?? '…'} XRP</dd>
            </div>
            <div>
              <dt>Total PnL</dt>
              <dd className="mono">
                {holdings?.total_pnl_xrp ?? '0'} XRP ({holdings?.total_pnl_pct ?? 0}%)
              </dd>
            </div>
          </dl>
        )}
      </section>
      <section className="card">
        <h3>Holdings</h3>
        {holdings && holdings.token_holdings.length > 0 ? (
          <table className="table">
            <thead>
              <tr>
                <th>Token</th>
                <th>Balance</th>
                <th>Value (XRP)</th>
                <th>PnL (XRP)</th>
                <th>PnL %</th>
              </tr>
            </thead>
            <tbody>
              {holdings.token_holdings.map((h) => (
                <tr key={h.token_id}>
                  <td>
                    <Link to={`/token/${h.token_id}`}>{h.currency_decoded}</Link>
                  </td>
                  <td className="mono">{h.balance}</td>
                  <td className="mono">{h.xrp_value}</td>
                  <td className="mono">{h.pnl_xrp}</td>
                  <td className="mono">{h.pnl_percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">No tokens held yet.</p>
        )}
      </section>
      <section className="card">
        <h3>Trustlines</h3>
        {trustlines.state === 'ready' && trustlines.data.trustlines.length > 0 ? (
          <ul className="plain-list">
            {trustlines.data.trustlines.map((t) => (
              <li key={t.token_id} className="mono">
                {t.currency_decoded} · {t.balance} / {t.limit}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No trustlines.</p>
        )}
      </section>
      <SendForm address={address} />
      <section className="card">
        <h3>Referral code</h3>
        {referral.state === 'ready' ? (
          <p className="mono">
            {referral.data.referral_code} <CopyButton text={referral.data.referral_code} /> ·{' '}
            {referral.data.referred_wallets} referred · {referral.data.earned_xrp} XRP earned
          </p>
        ) : (
          <p className="muted">{referral.state === 'error' ? referral.message : 'Loading…'}</p>
        )}
      </section>
    </div>
  );
}
