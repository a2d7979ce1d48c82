/** The pre-snipe wallet: its address and balance, funded from the active wallet, and XRP withdrawn back. */
import { SNIPER_UI as S } from '@horizon/core';
import { useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { XRP_DECIMALS } from '../../format/display.js';
import { FlowDialog } from '../../trade-ui/TradeFlowDialog.js';
import { isSendableAmount } from '../../trade-ui/amount-rules.js';
import { AmountField, FormProblem } from '../../trade-ui/FormParts.js';
import { useTradeFlow } from '../../trade-ui/useTradeFlow.js';
import { preSnipeCall } from './pre-snipe-calls.js';
import { Xrp } from '../../ui/Xrp.js';

export interface PreSnipeWalletCardProps {
  readonly address: string;
  readonly preSnipeAddress: string;
  readonly xrpBalance: string;
  readonly onChanged: () => void;
}

export function PreSnipeWalletCard({
  address,
  preSnipeAddress,
  xrpBalance,
  onChanged,
}: PreSnipeWalletCardProps) {
  const [fund, setFund] = useState('');
  const [withdraw, setWithdraw] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const flow = useTradeFlow('send');
  const sendFunds = () => {
    void flow.run({ kind: 'sendXrp', xrpAmount: fund, destination: preSnipeAddress }, address).then((r) => {
      if (!r) return;
      setFund('');
      onChanged();
    });
  };
  const withdrawXrp = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await preSnipeCall(address, 'POST /api/trustless/withdraw_xrp_from_pre_snipe_wallet', {
        xrp_amount: withdraw,
      });
      setWithdraw('');
      onChanged();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card sniper-card" data-testid="pre-snipe-wallet">
      <div className="card-head">
        <h2>{S.walletLabel}</h2>
      </div>
      <p className="mono" data-testid="pre-snipe-address">
        {preSnipeAddress}
      </p>
      <p>
        {S.balanceLabel}:{' '}
        <span className="mono">
          <Xrp value={xrpBalance} decimals={XRP_DECIMALS} />
        </span>
      </p>
      <p className="muted small">{S.custodyNote}</p>
      <AmountField
        label={`${S.fund} (XRP)`}
        unit="xrp"
        value={fund}
        onChange={setFund}
        testId="pre-snipe-fund"
      />
      <button
        type="button"
        className="btn btn-primary"
        disabled={!isSendableAmount(fund, 'xrp') || flow.view.state === 'busy'}
        onClick={sendFunds}
      >
        {S.fund}
      </button>
      <FlowDialog flow={flow} />
      <h3>{S.withdrawXrpTitle}</h3>
      <AmountField
        label={`${S.withdrawXrp} (XRP)`}
        unit="xrp"
        value={withdraw}
        onChange={setWithdraw}
        testId="pre-snipe-withdraw"
      />
      <button
        type="button"
        className="btn"
        disabled={busy || !isSendableAmount(withdraw, 'xrp')}
        onClick={() => void withdrawXrp()}
      >
        {S.withdrawXrp}
      </button>
      <FormProblem text={problem} />
    </section>
  );
}
