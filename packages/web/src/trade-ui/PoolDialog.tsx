/** One pool's forms: deposit (both, XRP only, token only), withdraw (all or part) and the fee vote. */
import type { AmmSide, HoldingsResponse } from '@horizon/core';
import { useState } from 'react';
import type { TradeIntent } from '../trade-flow/index.js';
import { Modal } from '../ui/Modal.js';
import { AmountField, FormProblem } from './FormParts.js';
import { amountFieldProblem, heldBalance, isSendableAmount } from './amount-rules.js';
import { depositIntent, sideNeeds, voteUnits, withdrawIntent } from './amm-model.js';
import type { LpPosition } from './useLpPositions.js';
import { Percent } from '../ui/Percent.js';
import { TokenAmount } from '../ui/TokenAmount.js';
import { Xrp } from '../ui/Xrp.js';

export type PoolTab = 'deposit' | 'withdraw' | 'vote';

export interface PoolDialogProps {
  readonly address: string;
  readonly position: LpPosition;
  readonly initialTab: PoolTab;
  readonly holdings: HoldingsResponse | null;
  readonly onRun: (intent: TradeIntent) => void;
  readonly onClose: () => void;
}

const SIDES: readonly (readonly [AmmSide, string])[] = [
  ['DOUBLE', 'Both'],
  ['SINGLE_XRP', 'XRP only'],
  ['SINGLE_TOKEN', 'Token only'],
];

function SidePicker({ side, onChange }: { side: AmmSide; onChange: (s: AmmSide) => void }) {
  return (
    <div className="segmented segmented-full" role="group" aria-label="Assets">
      {SIDES.map(([id, label]) => (
        <button
          key={id}
          type="button"
          aria-pressed={side === id}
          className={side === id ? 'active' : ''}
          onClick={() => onChange(id)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function DepositForm({
  position,
  holdings,
  onRun,
}: Pick<PoolDialogProps, 'position' | 'holdings' | 'onRun'>) {
  const [side, setSide] = useState<AmmSide>('DOUBLE');
  const [xrpAmount, setXrp] = useState('');
  const [tokenAmount, setToken] = useState('');
  const needs = sideNeeds(side);
  const balances = {
    xrp: holdings?.xrp_balance_available ?? '0',
    token: heldBalance(holdings, position.tokenId) ?? '0',
  };
  const result = depositIntent({ tokenId: position.tokenId, side, xrpAmount, tokenAmount }, balances);
  const typed = xrpAmount !== '' || tokenAmount !== '';
  // A field that says what is wrong with its amount is not told again below.
  const fieldProblem =
    (needs.xrp && amountFieldProblem(xrpAmount, 'xrp') !== null) ||
    (needs.token && amountFieldProblem(tokenAmount, 'token') !== null);
  const sendable =
    (!needs.xrp || isSendableAmount(xrpAmount, 'xrp')) &&
    (!needs.token || isSendableAmount(tokenAmount, 'token'));
  return (
    <div className="form-stack">
      <SidePicker side={side} onChange={setSide} />
      {needs.xrp && (
        <AmountField
          label={`XRP (available ${balances.xrp})`}
          testId="deposit-xrp"
          unit="xrp"
          value={xrpAmount}
          onChange={setXrp}
        />
      )}
      {needs.token && (
        <AmountField
          label={`${position.ticker} (held ${balances.token})`}
          testId="deposit-token"
          unit="token"
          value={tokenAmount}
          onChange={setToken}
        />
      )}
      {needs.xrp && needs.token && position.info && (
        <p className="muted small">
          Pool: <Xrp value={position.info.xrp_in_pool} /> /{' '}
          <TokenAmount value={position.info.token_in_pool} unit={position.ticker} />. The ledger takes both in
          the pool's ratio, up to these amounts.
        </p>
      )}
      <FormProblem text={typed && !fieldProblem && !result.ok ? result.error : null} />
      <button
        type="button"
        className="btn btn-primary"
        disabled={!result.ok || !sendable}
        onClick={() => result.ok && onRun({ kind: 'ammDeposit', ...result.value })}
      >
        Review deposit
      </button>
    </div>
  );
}

function WithdrawForm({ position, onRun }: Pick<PoolDialogProps, 'position' | 'onRun'>) {
  const [side, setSide] = useState<AmmSide>('DOUBLE');
  const [all, setAll] = useState(true);
  const [percent, setPercent] = useState(50);
  const [amount, setAmount] = useState('');
  const info = position.info;
  const unit = side === 'SINGLE_XRP' ? 'xrp' : 'token';
  // One asset's amount is checked in its field; its words are not repeated below the form.
  const typedAmount = !all && side !== 'DOUBLE';
  const fieldProblem = typedAmount && amountFieldProblem(amount, unit) !== null;
  const sendable = !typedAmount || isSendableAmount(amount, unit);
  const result = info
    ? withdrawIntent(position.tokenId, side, { all, percent, amount }, info)
    : ({ ok: false, error: 'No pool' } as const);
  return (
    <div className="form-stack">
      <SidePicker side={side} onChange={setSide} />
      <label className="small">
        <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> Withdraw everything
      </label>
      {!all && side === 'DOUBLE' && (
        <label className="field">
          <span>Share of your position: {percent}%</span>
          <input
            type="range"
            min={1}
            max={100}
            value={percent}
            onChange={(e) => setPercent(Number(e.target.value))}
          />
        </label>
      )}
      {!all && side !== 'DOUBLE' && (
        <AmountField
          label={`${side === 'SINGLE_XRP' ? 'XRP' : position.ticker} to take out`}
          testId="withdraw-amount"
          unit={unit}
          value={amount}
          onChange={setAmount}
        />
      )}
      {info && (
        <p className="muted small">
          Your share: <Xrp value={info.user_xrp_amount} /> +{' '}
          <TokenAmount value={info.user_token_amount} unit={position.ticker} /> (
          <TokenAmount value={info.user_lp_balance} /> LP tokens).
        </p>
      )}
      <FormProblem text={result.ok || fieldProblem ? null : result.error} />
      <button
        type="button"
        className="btn btn-primary"
        disabled={!result.ok || !sendable}
        onClick={() => result.ok && onRun({ kind: 'ammWithdraw', ...result.value })}
      >
        Review withdrawal
      </button>
    </div>
  );
}

function VoteForm({ position, onRun }: Pick<PoolDialogProps, 'position' | 'onRun'>) {
  const [percent, setPercent] = useState(position.info ? String(position.info.amm_fee_percent) : '');
  const result = voteUnits(percent);
  return (
    <div className="form-stack">
      <AmountField label="Trading fee (0% to 1%)" testId="vote-fee" value={percent} onChange={setPercent} />
      <p className="muted small">
        Current fee <Percent value={position.info?.amm_fee_percent} />. Votes weigh by LP tokens held.
      </p>
      <FormProblem text={result.ok ? null : result.error} />
      <button
        type="button"
        className="btn btn-primary"
        disabled={!result.ok}
        onClick={() =>
          result.ok && onRun({ kind: 'ammVote', tokenId: position.tokenId, tradingFeeUnits: result.value })
        }
      >
        Review vote
      </button>
    </div>
  );
}

export function PoolDialog({ position, initialTab, holdings, onRun, onClose }: PoolDialogProps) {
  const [tab, setTab] = useState<PoolTab>(initialTab);
  return (
    <Modal title={`${position.ticker}/XRP pool`} onClose={onClose}>
      <div className="trade-panel">
        <div className="tabs tabs-3" role="tablist" aria-label="Pool action">
          {(['deposit', 'withdraw', 'vote'] as const).map((t) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
              {t === 'deposit' ? 'Deposit' : t === 'withdraw' ? 'Withdraw' : 'Vote'}
            </button>
          ))}
        </div>
        {tab === 'deposit' && <DepositForm position={position} holdings={holdings} onRun={onRun} />}
        {tab === 'withdraw' && <WithdrawForm position={position} onRun={onRun} />}
        {tab === 'vote' && <VoteForm position={position} onRun={onRun} />}
      </div>
    </Modal>
  );
}
