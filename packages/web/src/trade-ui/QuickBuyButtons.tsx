/** One button per quick-buy preset; a preset under the wallet's one-click cap is marked as skipping the review. */
import './quick-buy.css';
import { QUICK_TRADE_TEXT, isWithinOneClickCap } from '@horizon/core';

export interface QuickBuyButtonsProps {
  readonly ticker: string;
  readonly presets: readonly string[];
  /** The wallet's one-click cap, or null when every buy shows the review. */
  readonly oneClickCap: string | null;
  readonly disabled?: boolean;
  readonly onBuy: (xrp: string) => void;
}

export function QuickBuyButtons({ ticker, presets, oneClickCap, disabled, onBuy }: QuickBuyButtonsProps) {
  return (
    <div className="quick-buy" role="group" aria-label={QUICK_TRADE_TEXT.quickBuy}>
      <span className="muted small">{QUICK_TRADE_TEXT.quickBuy}</span>
      {presets.map((xrp) => {
        const oneClick = oneClickCap !== null && isWithinOneClickCap(xrp, oneClickCap);
        return (
          <button
            key={xrp}
            type="button"
            className="btn btn-sm btn-secondary quick-buy-btn mono"
            aria-label={QUICK_TRADE_TEXT.quickBuyFor(ticker, xrp)}
            title={oneClick ? QUICK_TRADE_TEXT.oneClickOn(oneClickCap) : undefined}
            disabled={disabled}
            onClick={() => onBuy(xrp)}
          >
            {oneClick && <span aria-hidden="true">⚡</span>}
            {xrp}
          </button>
        );
      })}
      <span className="muted small">XRP</span>
    </div>
  );
}
