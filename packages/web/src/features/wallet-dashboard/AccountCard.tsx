/**
 * The account: address with copy (receive), available balance and reserve, total PnL; or, before its first
 * funding, how to activate it, with the faucet's slot (localnet, testnet).
 */
import type { HoldingsResponse } from '@horizon/core';
import type { ReactNode } from 'react';
import { XRP_DECIMALS } from '../../format/display.js';
import { Percent } from '../../ui/Percent.js';
import { Xrp } from '../../ui/Xrp.js';
import { CopyButton } from './CopyButton.js';

export interface AccountCardProps {
  readonly address: string;
  readonly holdings: HoldingsResponse | null;
  /** The faucet button, where the network has one. */
  readonly faucet?: ReactNode;
}

export function AccountCard({ address, holdings, faucet }: AccountCardProps) {
  const unactivated = holdings !== null && !holdings.is_activated;
  return (
    <section className="card wide" data-testid="account-card">
      <h2>Wallet</h2>
      <p className="mono break">
        {address} <CopyButton text={address} label="Copy address" />
      </p>
      {unactivated ? (
        <div role="status" data-testid="unactivated">
          <h3>This account is not activated yet</h3>
          <p>
            An XRP Ledger account exists once it receives at least the base reserve (1 XRP). Send XRP to the
            address above from an exchange or another wallet; it appears here once validated.
          </p>
          <div className="card-actions">{faucet}</div>
        </div>
      ) : (
        <dl className="kv kv-inline">
          <div>
            <dt>Available</dt>
            <dd className="mono" data-testid="xrp-available">
              {holdings ? <Xrp value={holdings.xrp_balance_available} decimals={XRP_DECIMALS} /> : '… XRP'}
            </dd>
          </div>
          <div>
            <dt>Total (with reserve)</dt>
            <dd className="mono">
              {holdings ? <Xrp value={holdings.xrp_balance_with_reserve} decimals={XRP_DECIMALS} /> : '… XRP'}
            </dd>
          </div>
          <div>
            <dt>Total PnL</dt>
            <dd className={`mono ${holdings?.total_pnl_xrp.startsWith('-') ? 'down' : 'up'}`}>
              <Xrp value={holdings?.total_pnl_xrp ?? '0'} /> (
              <Percent value={holdings?.total_pnl_pct ?? 0} signed />)
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
