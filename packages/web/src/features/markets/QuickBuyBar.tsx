/**
 * Above the markets table: the amount its quick-buy buttons buy with (one of the presets) and the settings.
 * The settings and the buy itself load on first use (QuickBuyRunner), keeping the first paint light.
 */
import '../../trade-ui/quick-buy.css';
import { QUICK_TRADE_TEXT } from '@horizon/core';
import { Suspense, lazy, useState } from 'react';
import { useQuickBuySettings } from '../../trade-ui/useQuickBuySettings.js';

const SettingsPanel = lazy(() =>
  import('./QuickBuyRunner.js').then((m) => ({ default: m.QuickBuySettingsPanel })),
);

export function QuickBuyBar() {
  const { settings, save } = useQuickBuySettings();
  const [editing, setEditing] = useState(false);
  return (
    <div className="quick-buy-bar">
      <div className="quick-buy" role="group" aria-label={`${QUICK_TRADE_TEXT.quickBuy} amount`}>
        <span className="muted small">{QUICK_TRADE_TEXT.quickBuy}</span>
        {settings.presets.map((xrp) => (
          <button
            key={xrp}
            type="button"
            className={`btn btn-sm quick-buy-btn mono ${xrp === settings.selected ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={xrp === settings.selected}
            onClick={() => save({ ...settings, selected: xrp })}
          >
            {xrp}
          </button>
        ))}
        <span className="muted small">XRP</span>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
        >
          {QUICK_TRADE_TEXT.settings}
        </button>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <SettingsPanel />
        </Suspense>
      )}
    </div>
  );
}
