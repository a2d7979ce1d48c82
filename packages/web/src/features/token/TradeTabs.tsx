/** The trade panel's tab row, shared by the panel and its stand-in (disabled there: no handler yet). */
import { TRADE_TABS, type TradeTab } from '../../shell/trade-tabs.js';

export function TradeTabs({ active, onSelect }: { active: TradeTab; onSelect?: (tab: TradeTab) => void }) {
  return (
    <div className="tabs" role="tablist" aria-label="Trade">
      {TRADE_TABS.map(([id, label]) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={active === id}
          className={active === id ? `active ${id}` : ''}
          disabled={onSelect === undefined}
          onClick={() => onSelect?.(id)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
