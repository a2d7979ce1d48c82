/** The flow on screen: the preview with Confirm / Cancel, the stage while signing and submitting, the outcome. */
import { REVIEW_TOTAL_TEXT, TRADE_REVIEW_TEXT } from '@horizon/core';
import { Modal } from '../ui/Modal.js';
import { Percent } from '../ui/Percent.js';
import { Spinner } from '../ui/Spinner.js';
import {
  type PreviewLine,
  type SimulatedOutcome,
  type TradePreview,
  feeNotice,
  outcomeTitles,
} from '../trade-flow/index.js';
import type { FlowView, TradeFlowHandle } from './useTradeFlow.js';
import './trade.css';

const STAGES: Readonly<Record<string, string>> = {
  requesting: 'Building the transactions…',
  checking: 'Checking them against your request…',
  signing: 'Signing in your browser…',
  submitting: 'Submitting and waiting for validation…',
  done: 'Done',
};

function Lines({ title, lines, testId }: { title: string; lines: readonly PreviewLine[]; testId?: string }) {
  if (lines.length === 0) return null;
  return (
    <div className="preview-group" data-testid={testId}>
      <h4 className="muted small">{title}</h4>
      <dl className="kv">
        {lines.map((l) => (
          <div key={`${l.label}${l.amount}`}>
            <dt>{l.label}</dt>
            <dd className="mono">{l.amount}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A buy, sell or swap: what leaves in all, then what arrives (the quote, and the least after slippage). */
function TradeTotalsLines({ preview }: { preview: TradePreview }) {
  if (!preview.totals) {
    return (
      <>
        <Lines title="Leaves your wallet" lines={preview.leaving} />
        <Lines title="Arrives" lines={preview.arriving} />
      </>
    );
  }
  const trustline = preview.arriving.filter((l) => l.label === 'Trustline set first');
  return (
    <>
      <Lines title="Leaves your wallet" lines={preview.totals.pay} testId="review-pay" />
      <Lines title="Arrives" lines={[...preview.totals.receive, ...trustline]} testId="review-receive" />
    </>
  );
}

/** The ledger's dry run of the very transaction: what it would do now, or why it would fail. */
function SimulationLines({ outcome }: { outcome: SimulatedOutcome }) {
  return (
    <div className="preview-group" data-testid="simulation">
      <h4 className="muted small">Ledger dry run</h4>
      <p className={outcome.wouldSucceed ? 'up small' : 'down small'}>
        {outcome.wouldSucceed ? 'Would succeed now' : `Would fail now: ${outcome.message}`}{' '}
        <span className="mono muted">({outcome.engineResult})</span>
      </p>
      {outcome.wouldSucceed && <Lines title="Your balances would change by" lines={outcome.changes} />}
    </div>
  );
}

/** A limit order's fee is kept when the order is cancelled: said before placing it and around a cancel. */
function FeeNotice({ kind }: { kind: TradePreview['kind'] }) {
  const notice = feeNotice(kind);
  return notice === null ? null : (
    <p className="fee-notice small" data-testid="fee-notice">
      {notice}
    </p>
  );
}

export interface TradeFlowDialogProps {
  readonly view: FlowView;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly onClose: () => void;
}

export function TradeFlowDialog({ view, onConfirm, onCancel, onClose }: TradeFlowDialogProps) {
  if (view.state === 'idle') return null;
  if (view.state === 'error') {
    return (
      <Modal title="Transaction failed" onClose={onClose}>
        <p role="alert" className="error-text">
          {view.message}
        </p>
      </Modal>
    );
  }
  if (view.state === 'notice') {
    return (
      <Modal title="Nothing to do" onClose={onClose}>
        <p role="status">{view.message}</p>
      </Modal>
    );
  }
  if (view.state === 'success') {
    const { preview, txHashes } = view.result;
    const titles = outcomeTitles(preview.kind);
    return (
      <Modal title={`${preview.title}: done`} onClose={onClose}>
        <Lines title="Sent" lines={preview.totals ? preview.totals.pay : preview.leaving} />
        <Lines title={titles.reported} lines={view.received} />
        {view.received.length === 0 && <Lines title={titles.expected} lines={preview.arriving} />}
        {preview.kind === 'cancelOrder' && <FeeNotice kind={preview.kind} />}
        <div className="small" data-testid="tx-hash">
          {txHashes.length === 1 ? 'Transaction hash' : `Transaction hashes (${txHashes.length})`}
          {txHashes.map((h) => (
            <div key={h} className="mono break">
              {h}
            </div>
          ))}
        </div>
      </Modal>
    );
  }
  const preview = view.preview;
  if (view.stage !== 'confirming' || !preview) {
    return (
      <Modal title="Transaction" onClose={() => undefined}>
        <p aria-live="polite">
          <Spinner /> {STAGES[view.stage]}
          {view.progress && ` (${view.progress.done} of ${view.progress.total})`}
        </p>
        {view.progress && (
          <progress className="flow-progress" max={view.progress.total} value={view.progress.done} />
        )}
      </Modal>
    );
  }
  const footer = (
    <>
      <button type="button" className="btn" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" className="btn btn-primary" onClick={onConfirm}>
        Confirm and sign
      </button>
    </>
  );
  return (
    <Modal title={`Review: ${preview.title}`} onClose={onCancel} footer={footer}>
      <TradeTotalsLines preview={preview} />
      <Lines
        title="Fees"
        lines={preview.totals?.poolFee ? [...preview.fees, preview.totals.poolFee] : preview.fees}
      />
      <dl className="kv">
        <div>
          <dt>{TRADE_REVIEW_TEXT.networkFee}</dt>
          <dd className="mono">{preview.networkFeeXrp} XRP</dd>
        </div>
        {preview.priceImpactPercent !== null && (
          <div>
            <dt>{TRADE_REVIEW_TEXT.priceImpact}</dt>
            <dd className="mono" data-testid="review-impact">
              <Percent value={preview.priceImpactPercent} />
            </dd>
          </div>
        )}
        <div>
          <dt>Transactions to sign</dt>
          <dd className="mono">{preview.transactionCount}</dd>
        </div>
      </dl>
      <Lines title={REVIEW_TOTAL_TEXT.title} lines={preview.total} testId="review-total" />
      {preview.simulation && <SimulationLines outcome={preview.simulation} />}
      <FeeNotice kind={preview.kind} />
      <p className="muted small">Built from the exact bytes you are about to sign.</p>
    </Modal>
  );
}

/** The dialog of one `useTradeFlow()` handle. */
export function FlowDialog({ flow }: { flow: TradeFlowHandle }) {
  return (
    <TradeFlowDialog view={flow.view} onConfirm={flow.confirm} onCancel={flow.cancel} onClose={flow.reset} />
  );
}
