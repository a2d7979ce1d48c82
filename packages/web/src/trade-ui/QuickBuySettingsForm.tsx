/**
 * Editing the quick-buy presets of this browser and, for the active wallet, the opt-out of the review for buys
 * up to a cap. Nothing is saved until every field is valid; the reason shows beside the field.
 */
import './quick-buy.css';
import {
  DEFAULT_ONE_CLICK_CAP_XRP,
  DEFAULT_QUICK_BUY_PRESETS_XRP,
  QUICK_TRADE_TEXT,
  parseQuickBuyPresets,
  validateOneClickCap,
} from '@horizon/core';
import { useId, useState } from 'react';
import { FormProblem } from './FormParts.js';
import { type QuickBuySettings, oneClickCapOf, withOneClickCap } from './quick-buy-settings.js';
import { useQuickBuySettings } from './useQuickBuySettings.js';

export interface QuickBuySettingsFormProps {
  readonly address: string | null;
  /** Shown unfolded, without a summary of its own (the markets page opens it from its button). */
  readonly open?: boolean;
}

export function QuickBuySettingsForm({ address, open = false }: QuickBuySettingsFormProps) {
  const { settings, save } = useQuickBuySettings();
  const savedCap = oneClickCapOf(settings, address);
  const [presets, setPresets] = useState(settings.presets.join(' '));
  const [oneClick, setOneClick] = useState(savedCap !== null);
  const [cap, setCap] = useState(savedCap ?? DEFAULT_ONE_CLICK_CAP_XRP);
  const [saved, setSaved] = useState(false);
  const ids = { presets: useId(), cap: useId() };
  const presetsCheck = parseQuickBuyPresets(presets);
  const capCheck = oneClick ? validateOneClickCap(cap) : null;
  const valid = presetsCheck.ok && (capCheck === null || capCheck.ok);
  const submit = () => {
    if (!presetsCheck.ok || (capCheck !== null && !capCheck.ok)) return;
    const selected = presetsCheck.value.includes(settings.selected)
      ? settings.selected
      : presetsCheck.value[0];
    let next: QuickBuySettings = {
      ...settings,
      presets: presetsCheck.value,
      selected: selected ?? settings.selected,
    };
    if (address) next = withOneClickCap(next, address, capCheck?.ok ? capCheck.value : null);
    save(next);
    setSaved(true);
  };
  const edit = (fn: () => void) => {
    fn();
    setSaved(false);
  };
  const form = (
    <form
      className="quick-buy-settings-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="field" htmlFor={ids.presets}>
        <span>{QUICK_TRADE_TEXT.presetsLabel}</span>
      </label>
      <div className="row">
        <input
          id={ids.presets}
          className="input mono"
          value={presets}
          aria-invalid={!presetsCheck.ok}
          onChange={(e) => edit(() => setPresets(e.target.value))}
        />
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          onClick={() => edit(() => setPresets(DEFAULT_QUICK_BUY_PRESETS_XRP.join(' ')))}
        >
          {QUICK_TRADE_TEXT.reset}
        </button>
      </div>
      <FormProblem text={presetsCheck.ok ? null : presetsCheck.error} />
      {address && (
        <>
          <label className="check small">
            <input
              type="checkbox"
              checked={oneClick}
              onChange={(e) => edit(() => setOneClick(e.target.checked))}
            />{' '}
            {QUICK_TRADE_TEXT.oneClickLabel}
          </label>
          {oneClick && (
            <label className="field" htmlFor={ids.cap}>
              <span>{QUICK_TRADE_TEXT.oneClickCapLabel}</span>
              <input
                id={ids.cap}
                className="input mono"
                inputMode="decimal"
                value={cap}
                aria-invalid={capCheck !== null && !capCheck.ok}
                onChange={(e) => edit(() => setCap(e.target.value))}
              />
            </label>
          )}
          {oneClick && <FormProblem text={capCheck && !capCheck.ok ? capCheck.error : null} />}
          <p className="muted small">{QUICK_TRADE_TEXT.oneClickHint}</p>
        </>
      )}
      <button type="submit" className="btn btn-sm btn-primary" disabled={!valid}>
        {QUICK_TRADE_TEXT.save}
      </button>
      {saved && (
        <span role="status" className="muted small">
          {' '}
          {QUICK_TRADE_TEXT.saved}
        </span>
      )}
    </form>
  );
  // Opened on request (the markets page's own button): no fold of its own.
  if (open) return <div className="quick-buy-settings">{form}</div>;
  return (
    <details className="quick-buy-settings">
      <summary className="small">{QUICK_TRADE_TEXT.settings}</summary>
      {form}
    </details>
  );
}
