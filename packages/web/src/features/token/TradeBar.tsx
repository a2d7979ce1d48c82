/**
 * A phone's Buy/Sell bar, fixed to the bottom of the token page (shown by token-page.css below the phone
 * breakpoint): the trade panel sits under the chart there, so the bar chooses the side and brings the panel
 * up. Hidden while the panel fills the upper half of the screen, where the bar would only repeat it.
 */
import { type RefObject, useEffect, useState } from 'react';
import { TRADE_TABS, type TradeTab } from '../../shell/trade-tabs.js';

/** The bar steps aside while the panel reaches into the upper half of the screen: the trader is at it. */
const UPPER_HALF = '0px 0px -50% 0px';
const SIDES = TRADE_TABS.filter(([id]) => id === 'buy' || id === 'sell');

function usePanelInView(panel: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const target = panel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin: UPPER_HALF,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [panel]);
  return inView;
}

export interface TradeBarProps {
  readonly ticker: string;
  /** The trade panel's wrapper: scrolled to, and watched to hide the bar while it shows. */
  readonly panel: RefObject<HTMLElement | null>;
  readonly onSide: (side: TradeTab) => void;
}

export function TradeBar({ ticker, panel, onSide }: TradeBarProps) {
  const hidden = usePanelInView(panel);
  const choose = (side: TradeTab) => {
    onSide(side);
    const target = panel.current;
    if (!target) return;
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // The amount field, once the chosen tab has rendered: the trader types next.
    requestAnimationFrame(() => target.querySelector('input')?.focus({ preventScroll: true }));
  };
  return (
    <div className={`trade-bar${hidden ? ' trade-bar-hidden' : ''}`} aria-hidden={hidden} inert={hidden}>
      {SIDES.map(([id, label]) => (
        <button key={id} type="button" className={`btn btn-lg btn-${id}`} onClick={() => choose(id)}>
          {label} {ticker}
        </button>
      ))}
    </div>
  );
}
