/** The 25% / 50% / Max buttons under an amount field: each puts that share of the spendable balance in it. */
import './quick-buy.css';
import { BALANCE_SHARE_PERCENTS, QUICK_TRADE_TEXT } from '@horizon/core';

export interface BalanceSharesProps {
  /** The amount for a share in percent (100 = Max), as exact decimal text; null while the balance is unknown. */
  readonly shareOf: (percent: number) => string | null;
  readonly onPick: (amount: string) => void;
  readonly testId?: string | undefined;
}

export function BalanceShares({ shareOf, onPick, testId }: BalanceSharesProps) {
  return (
    <div className="balance-shares" role="group" aria-label="Share of balance" data-testid={testId}>
      {BALANCE_SHARE_PERCENTS.map((percent) => {
        const amount = shareOf(percent);
        return (
          <button
            key={percent}
            type="button"
            className="btn btn-secondary"
            title={QUICK_TRADE_TEXT.shareTitle(percent)}
            disabled={amount === null}
            onClick={() => amount !== null && onPick(amount)}
          >
            {QUICK_TRADE_TEXT.shareLabel(percent)}
          </button>
        );
      })}
    </div>
  );
}
