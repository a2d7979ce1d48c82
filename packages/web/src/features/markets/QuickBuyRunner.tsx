/**
 * A quick buy started from a market row, loaded on first use so the markets page's first paint carries no
 * wallet or signing code: it runs the one trade flow for the row's token and shows its dialog.
 */
import { QUICK_TRADE_TEXT, ROUTES, type TokenRecord, WALLET_CONTROL_STRINGS } from '@horizon/core';
import { useEffect, useRef } from 'react';
import { AppLink } from '../../ui/AppLink.js';
import { Modal } from '../../ui/Modal.js';
import { useWallets } from '../../wallets/index.js';
import { poolFactsOf } from '../../trade-ui/pool-facts.js';
import { QuickBuySettingsForm } from '../../trade-ui/QuickBuySettingsForm.js';
import { TradeFlowDialog } from '../../trade-ui/TradeFlowDialog.js';
import { useQuickBuy } from '../../trade-ui/useQuickBuy.js';

export interface QuickBuyOrder {
  readonly token: TokenRecord;
  readonly xrp: string;
}

export interface QuickBuyRunnerProps {
  readonly order: QuickBuyOrder;
  /** The flow is over (closed, cancelled): the page may take the next quick buy. */
  readonly onEnd: () => void;
}

export function QuickBuyRunner({ order, onEnd }: QuickBuyRunnerProps) {
  const { activeAddress, status } = useWallets();
  const { flow, buy } = useQuickBuy('markets-row');
  const started = useRef(false);
  const end = useRef(onEnd);
  end.current = onEnd;
  // Declared before the start: back to idle after a start means cancelled (a failure stays on its dialog).
  useEffect(() => {
    if (started.current && flow.view.state === 'idle') end.current();
  }, [flow.view.state]);
  useEffect(() => {
    if (status === 'loading' || !activeAddress || started.current) return;
    started.current = true;
    const { token, xrp } = order;
    void buy({ tokenId: token.token_id, xrp, address: activeAddress, market: { pool: poolFactsOf(token) } });
  }, [status, activeAddress, order, buy]);

  if (status !== 'loading' && !activeAddress) {
    return (
      <Modal title={QUICK_TRADE_TEXT.connectToQuickBuy} onClose={onEnd}>
        <AppLink to={ROUTES.wallet} className="btn btn-block btn-primary">
          {WALLET_CONTROL_STRINGS.connectWallet}
        </AppLink>
      </Modal>
    );
  }
  return (
    <TradeFlowDialog
      view={flow.view}
      onConfirm={flow.confirm}
      onCancel={flow.cancel}
      onClose={() => {
        flow.reset();
        onEnd();
      }}
    />
  );
}

/** The quick-buy settings for the active wallet, opened from the markets page. */
export function QuickBuySettingsPanel() {
  const { activeAddress } = useWallets();
  return <QuickBuySettingsForm key={activeAddress ?? ''} address={activeAddress} open />;
}
