/**
 * The pool card's actions on the token page: add or remove liquidity with the dashboard's pool dialog and
 * model, for the connected wallet (whether or not it holds the token yet). Loaded apart from the page, like
 * the trade panel, because it needs the wallets.
 */
import { POOL_ACTIONS_TEXT as T } from '@horizon/core';
import { useState } from 'react';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import type { TradeIntent } from '../../trade-flow/index.js';
import { useWallets } from '../../wallets/index.js';
import { FlowDialog } from '../../trade-ui/TradeFlowDialog.js';
import { useHoldings } from '../../trade-ui/useTradeQuote.js';
import { useTradeFlow } from '../../trade-ui/useTradeFlow.js';
import { type PoolTab, PoolDialog } from '../../trade-ui/PoolDialog.js';
import { hasShare } from '../../trade-ui/useLpPositions.js';
import { Percent } from '../../ui/Percent.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';

export interface PoolActionsProps {
  readonly tokenId: string;
  readonly ticker: string;
}

export function PoolActions({ tokenId, ticker }: PoolActionsProps) {
  const { activeAddress } = useWallets();
  return activeAddress ? (
    <WalletPoolActions tokenId={tokenId} ticker={ticker} address={activeAddress} />
  ) : null;
}

function WalletPoolActions({ tokenId, ticker, address }: PoolActionsProps & { address: string }) {
  const [refresh, setRefresh] = useState(0);
  const holdings = useHoldings(address, refresh);
  const info = useApi(
    (signal) =>
      api
        .call('POST /api/trustless/get_lp_token_info', {
          body: { classic_address: address, token_id: tokenId },
          signal,
        })
        .catch(() => null),
    [address, tokenId, refresh],
  );
  const [open, setOpen] = useState<PoolTab | null>(null);
  const flow = useTradeFlow('amm-token-page');
  const position = { tokenId, ticker, info: info.state === 'ready' ? info.data : null };
  const run = (intent: TradeIntent) => {
    setOpen(null);
    void flow.run(intent, address).then((r) => r && setRefresh((n) => n + 1));
  };
  const share = hasShare(position) ? position.info : null;
  return (
    <>
      {share && (
        <dl className="kv pool-share" data-testid="pool-your-share">
          {(
            [
              [T.yourShare, <Percent value={share.user_share_percent} />],
              [T.yourXrp, <Xrp value={share.user_xrp_amount} />],
              [`${T.yourTokens} ${ticker}`, <TokenAmount value={share.user_token_amount} />],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className="mono">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="card-actions pool-actions">
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={position.info === null}
          onClick={() => setOpen('deposit')}
        >
          {T.addLiquidity}
        </button>
        {share && (
          <button type="button" className="btn btn-sm" onClick={() => setOpen('withdraw')}>
            {T.removeLiquidity}
          </button>
        )}
      </div>
      {open && (
        <PoolDialog
          address={address}
          position={position}
          initialTab={open}
          holdings={holdings}
          onRun={run}
          onClose={() => setOpen(null)}
        />
      )}
      <FlowDialog flow={flow} />
    </>
  );
}
