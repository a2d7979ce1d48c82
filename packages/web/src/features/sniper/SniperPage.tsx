/**
 * /sniper: the premium state, the pre-snipe wallet to fund and withdraw from, the sniper's settings and the
 * tokens it bought. Every pre-snipe call needs the active wallet proved in the session (signed in the vault).
 */
import { SNIPER_UI as S, WALLET_CONTROL_STRINGS } from '@horizon/core';
import { useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States.js';
import { useWallets } from '../../wallets/index.js';
import { withWalletProof } from '../../wallets/with-wallet-proof.js';
import { PreSnipeWalletCard } from './PreSnipeWalletCard.js';
import { SnipedTokensCard } from './SnipedTokensCard.js';
import { SniperSettingsForm } from './SniperSettingsForm.js';
import './sniper.css';
import { AppLink } from '../../ui/AppLink.js';

export function SniperPage() {
  const { activeAddress } = useWallets();
  return (
    <div className="page" data-testid="sniper-page">
      <div className="page-head">
        <div>
          <h1>{S.title}</h1>
          <p className="muted">{S.intro}</p>
        </div>
      </div>
      {activeAddress ? (
        <SniperView key={activeAddress} address={activeAddress} />
      ) : (
        <EmptyState title={WALLET_CONTROL_STRINGS.connectOrCreate} />
      )}
    </div>
  );
}

async function loadPreSnipe(address: string) {
  const body = { classic_address: address };
  const wallet = await api.call('POST /api/trustless/get_pre_snipe_classic_address', { body });
  const [settings, tokens] = await Promise.all([
    api.call('POST /api/trustless/get_pre_snipe_settings', { body }),
    api.call('POST /api/trustless/get_pre_sniped_tokens', { body }),
  ]);
  return { wallet, settings, tokens: tokens.pre_sniped_tokens };
}

function SniperView({ address }: { address: string }) {
  const premium = useApi(
    (signal) =>
      api.call('POST /api/trustless/check_if_premium_wallet', { body: { classic_address: address }, signal }),
    [address],
  );
  const state = useApi(() => loadPreSnipe(address), [address]);
  const [proving, setProving] = useState<string | null>(null);
  const prove = async () => {
    try {
      await withWalletProof(address, () => loadPreSnipe(address));
      state.reload();
    } catch (error) {
      setProving(errorMessage(error));
    }
  };
  return (
    <>
      {premium.state === 'ready' && !premium.data && (
        <section className="card" data-testid="sniper-premium">
          <p>
            {S.premiumNeeded} <AppLink to="/premium">{S.getPremium}</AppLink>
          </p>
        </section>
      )}
      {state.state === 'loading' ? (
        <Skeleton width="lg" />
      ) : state.state === 'error' ? (
        state.status === 403 ? (
          <section className="card" data-testid="sniper-prove">
            <h2>{S.proveTitle}</h2>
            <button type="button" className="btn btn-primary" onClick={() => void prove()}>
              {S.prove}
            </button>
            {proving && <ErrorState message={proving} />}
          </section>
        ) : (
          <ErrorState message={state.message} onRetry={state.reload} />
        )
      ) : (
        <>
          <PreSnipeWalletCard
            address={address}
            preSnipeAddress={state.data.wallet.classic_address}
            xrpBalance={state.data.wallet.xrp_balance}
            onChanged={state.reload}
          />
          <SniperSettingsForm
            address={address}
            enabled={state.data.settings.enabled}
            xrpAmount={state.data.settings.xrp_amount}
            onSaved={state.reload}
          />
          <SnipedTokensCard address={address} tokens={state.data.tokens} onChanged={state.reload} />
        </>
      )}
    </>
  );
}
