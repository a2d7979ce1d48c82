/**
 * While the Copy Trade page is open with a premium follower: every trade event of the server's stream goes
 * through copyTrade, one at a time, signing in this browser's vault; nothing is copied once the page closes.
 */
import type { RouteKey, Trade } from '@horizon/core';
import { xrpToDrops } from '@horizon/protocol';
import { useCallback, useRef } from 'react';
import { ApiError } from '../../api/client.js';
import { useServerEvents } from '../../api/events.js';
import { api } from '../../services/app-services.js';
import { type TradeIntent, flowFor, loadCodec, runTradeFlow } from '../../trade-flow/index.js';
import { appWalletService } from '../../wallets/index.js';
import { withWalletProof } from '../../wallets/with-wallet-proof.js';
import { type CopierDeps, type MarketView, copyTrade } from './copier.js';

async function marketView(follower: string, tokenId: string): Promise<MarketView> {
  const [token, holdings] = await Promise.all([
    // A token the server has no record of has no known pool: the liquidity floor then skips it.
    api.call('GET /api/tokens/{token_id}', { params: { token_id: tokenId } }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return { amm_xrp_amount: null };
      throw error;
    }),
    api.call('POST /api/trustless/get_token_holdings_and_balance', { body: { classic_address: follower } }),
  ]);
  const held = holdings.token_holdings.find((h) => h.token_id === tokenId)?.balance ?? '0';
  const pool = token.amm_xrp_amount;
  return { poolXrpDrops: pool === null ? null : xrpToDrops(pool), heldTokens: held };
}

/** Runs a copy through the same flow as a manual trade, confirmed by the follower's standing limits. */
async function signAndPost(follower: string, intent: TradeIntent): Promise<{ txHash: string; ok: boolean }> {
  const result = await runTradeFlow(flowFor(intent.kind), intent, follower, {
    call: (route, body, fallback) => api.call(route as RouteKey, { body, fallback }),
    withSigner: (a, fn) => appWalletService().withSigner(a, fn),
    ensureUnlocked: () => appWalletService().ensureUnlocked(),
    codec: loadCodec,
    confirm: () => Promise.resolve(true),
  });
  const first = result.responses[0] as { tx_hash?: string; engine_result?: string } | undefined;
  return {
    txHash: first?.tx_hash ?? result.txHash,
    ok: (first?.engine_result ?? 'tesSUCCESS') === 'tesSUCCESS',
  };
}

export function useCopier(
  follower: string | null,
  leaders: ReadonlySet<string>,
  enabled: boolean,
  onLogged: () => void,
): void {
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const onEvent = useCallback(
    (trade: Trade) => {
      // Only followed leaders' trades are looked at; the copier re-reads the settings before deciding.
      if (follower === null || !leaders.has(trade.classic_address)) return;
      const deps: CopierDeps = {
        settings: () =>
          withWalletProof(follower, () =>
            api.call('GET /api/copytrade', { query: { classic_address: follower } }),
          ),
        market: (tokenId) => marketView(follower, tokenId),
        postLog: (entry) => api.call('POST /api/copytrade/log', { body: entry }),
        trade: (intent) => signAndPost(follower, intent),
      };
      // One copy at a time: each reads the day's spend the previous one left.
      queue.current = queue.current
        .then(() => copyTrade(follower, trade, deps))
        .then((outcome) => outcome.kind === 'decided' && onLogged())
        .catch(() => undefined);
    },
    [follower, leaders, onLogged],
  );
  useServerEvents({}, (event) => event.type === 'trade' && onEvent(event.trade), {
    enabled: enabled && follower !== null,
  });
}
