/**
 * The launch form: name, ticker, supply, icon (uploaded or a link), description, links, initial liquidity
 * and pool fee; then a review of what the launch does and costs before anything is signed.
 */
import { BLACKHOLE_ADDRESS, LAUNCH_UI, type LaunchRequest } from '@horizon/core';
import { LaunchSums } from './LaunchSums.js';
import { type ReactNode, useState } from 'react';
import { typedAmount } from '../../trade-ui/amount-rules.js';
import { readIconFile } from './icon-file.js';
import {
  EMPTY_LAUNCH,
  type FieldErrors,
  type LaunchFields,
  launchRequest,
  typedAmountErrors,
} from './launch-form.js';

export interface LaunchFormProps {
  readonly creator: string;
  readonly busy: boolean;
  readonly onLaunch: (build: (issuer: string) => LaunchRequest, ticker: string) => void;
}

interface InputOptions {
  /** 'code' is monospaced text (a ticker); 'amount' a decimal typed with digits and a dot. */
  readonly kind?: 'code' | 'amount';
  readonly testId?: string;
  readonly max?: number;
  readonly placeholder?: string;
}

function Field(props: { label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <label className="field">
      <span>{props.label}</span>
      {props.children}
      {props.error && (
        <span role="alert" className="error-text small">
          {props.error}
        </span>
      )}
    </label>
  );
}

export function LaunchForm({ creator, busy, onLaunch }: LaunchFormProps) {
  const [f, setF] = useState<LaunchFields>(EMPTY_LAUNCH);
  const [reviewing, setReviewing] = useState(false);
  const [iconError, setIconError] = useState<string | null>(null);
  const set =
    (key: keyof LaunchFields, amount = false) =>
    (e: { target: { value: string } }) =>
      setF((old) => ({ ...old, [key]: amount ? typedAmount(e.target.value) : e.target.value }));
  // Checked with a stand-in issuer: the real key is made only when the user launches.
  const check = launchRequest(f, creator, BLACKHOLE_ADDRESS);
  // Amounts are checked as they are typed; the rest once the user asks for the review.
  const errors: FieldErrors = reviewing && !check.ok ? check.errors : typedAmountErrors(f);
  const blocked = Object.keys(errors).length > 0;
  const upload = async (file: File | undefined) => {
    setIconError(null);
    if (!file) return;
    const read = await readIconFile(file);
    setF((old) => ({ ...old, icon: read.ok ? read.dataUrl : '' }));
    if (!read.ok) setIconError(read.detail);
  };
  const launch = () => {
    const ticker = f.ticker.trim();
    onLaunch((issuer) => {
      const built = launchRequest(f, creator, issuer);
      if (!built.ok) throw new Error(Object.values(built.errors)[0] ?? 'Check the form');
      return built.request;
    }, ticker);
  };
  const input = (key: keyof LaunchFields, label: string, o: InputOptions = {}) => (
    <Field label={label} error={errors[key]}>
      <input
        className={o.kind === undefined ? 'input' : 'input mono'}
        inputMode={o.kind === 'amount' ? 'decimal' : undefined}
        data-testid={o.testId}
        maxLength={o.max}
        placeholder={o.placeholder}
        value={f[key]}
        onChange={set(key, o.kind === 'amount')}
      />
    </Field>
  );
  return (
    <section className="card form-stack">
      <h2>Token</h2>
      <div className="form-row">
        {input('name', 'Name', { testId: 'launch-name', max: 64 })}
        {input('ticker', 'Ticker (3–20 characters)', { kind: 'code', testId: 'launch-ticker', max: 20 })}
        {input('supply', 'Supply', { kind: 'amount', testId: 'launch-supply' })}
      </div>
      <Field label={LAUNCH_UI.iconLabel} error={iconError ?? errors.icon}>
        <div className="card-actions">
          {/* Only an upload is shown here: a link is fetched by the server at launch, never by this page. */}
          {f.icon.startsWith('data:') && <img className="icon-preview" src={f.icon} alt="" />}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            data-testid="launch-icon-file"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <input
            className="input"
            placeholder="https://…"
            value={f.icon.startsWith('data:') ? '' : f.icon}
            onChange={set('icon')}
          />
        </div>
      </Field>
      <Field label="Description" error={errors.description}>
        <textarea
          className="input secret-input"
          rows={3}
          maxLength={2000}
          value={f.description}
          onChange={set('description')}
        />
      </Field>
      <div className="form-row">
        {input('website', 'Website', { placeholder: 'https://…' })}
        {input('telegram', 'Telegram', { placeholder: 'https://t.me/…' })}
        {input('x', 'X', { placeholder: 'https://x.com/…' })}
      </div>
      <h2>Initial liquidity</h2>
      <div className="form-row">
        {input('initialXrp', 'XRP in the pool', { kind: 'amount', testId: 'launch-xrp' })}
        {input('initialTokens', 'Tokens in the pool', { kind: 'amount', testId: 'launch-tokens' })}
        {input('feePercent', 'Pool trading fee (0–1%)', { kind: 'amount', testId: 'launch-fee' })}
      </div>
      {reviewing && check.ok ? (
        <div className="card" data-testid="launch-review">
          <h3>Review</h3>
          <ul className="small">
            <li>
              A new issuer account is created in this browser’s vault and funded from your wallet with its
              reserve (about 1.1 XRP).
            </li>
            <li>
              {check.request.supply} {check.request.ticker} are issued to you; the issuer is then locked for
              good (black-hole key, master key disabled), so no more can ever be issued.
            </li>
            <li>
              A pool is created with {check.request.initial_xrp_amount} XRP and{' '}
              {check.request.initial_token_amount} {check.request.ticker} from your wallet, trading fee{' '}
              {f.feePercent}%; you receive its LP tokens.
            </li>
            <li>
              Seven transactions, each checked and signed in your browser; a few drops of network fee each.
            </li>
          </ul>
          <LaunchSums request={check.request} />
          <div className="card-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setReviewing(false)}>
              Edit
            </button>
            <button
              type="button"
              className="btn btn-primary"
              data-testid="launch-confirm"
              disabled={busy}
              onClick={launch}
            >
              Launch token
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          data-testid="launch-review-button"
          disabled={busy || blocked}
          onClick={() => setReviewing(true)}
        >
          Review launch
        </button>
      )}
    </section>
  );
}
