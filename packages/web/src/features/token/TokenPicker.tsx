/**
 * The swap's "other token": a combobox over every token of the header search's index (ticker, name or
 * issuer), the held tokens before anything is typed, or a pasted token id. Arrow keys move, Enter picks,
 * Escape closes the list.
 */
import { SWAP_PICKER_TEXT as T, type TokenHolding } from '@horizon/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../../ui/Spinner.js';
import { TokenIcon } from '../../ui/TokenIcon.js';
import { useSearchQuery } from '../../services/useSearchQuery.js';
import { type PickerOption, pastedTokenId, pickerView } from './token-picker.js';
import { TokenAmount } from '../../ui/TokenAmount.js';

export interface TokenPickerProps {
  readonly pageTokenId: string;
  readonly held: readonly TokenHolding[];
  readonly chosen: PickerOption | null;
  readonly onChoose: (option: PickerOption | null) => void;
}

export function TokenPicker({ pageTokenId, held, chosen, onChoose }: TokenPickerProps) {
  const { state, dispatch } = useSearchQuery();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  const view = pickerView(state, held, pageTokenId);
  const options = view.kind === 'options' ? view.options : [];

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const choose = (option: PickerOption) => {
    setOpen(false);
    dispatch({ type: 'selected' });
    onChoose(option);
  };

  if (chosen) {
    // The balance now, not when chosen: a swap into it makes it held.
    const balance = held.find((h) => h.token_id === chosen.tokenId)?.balance ?? null;
    return (
      <div className="field">
        <span>{T.label}</span>
        <div className="picker-chosen" data-testid="swap-chosen">
          <TokenIcon url={chosen.iconUrl} ticker={chosen.ticker} size="sm" />
          <span className="search-row-main">
            <span className="search-row-name">{chosen.ticker}</span>
            <span className="search-row-sub">
              {balance === null ? (
                T.trustlineFirst
              ) : (
                <>
                  <TokenAmount value={balance} /> {T.held}
                </>
              )}
            </span>
          </span>
          <button type="button" className="btn btn-sm" onClick={() => onChoose(null)}>
            {T.change}
          </button>
        </div>
      </div>
    );
  }

  const onInput = (text: string) => {
    dispatch({ type: 'input', query: text });
    setOpen(true);
    setActive(0);
    // A pasted token id is the choice itself: nothing to search.
    const pasted = pastedTokenId(text);
    if (pasted !== null && pasted !== pageTokenId) {
      const option = pickerView({ ...state, query: text }, held, pageTokenId);
      if (option.kind === 'options' && option.options[0]) choose(option.options[0]);
    }
  };

  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') setOpen(false);
    else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter' && open) {
      const option = options[active] ?? options[0];
      if (option) {
        e.preventDefault();
        choose(option);
      }
    }
  };

  const typed = state.query.trim() !== '';
  const shown = options.length > 0 || view.kind === 'error' || (typed && view.kind === 'empty');
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <div className="field picker" ref={box}>
      <label htmlFor={`${id}-input`}>{T.label}</label>
      <input
        id={`${id}-input`}
        className="input"
        data-testid="swap-other"
        role="combobox"
        aria-expanded={open && shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? optionId(active) : undefined}
        placeholder={T.placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={state.query}
        onFocus={() => setOpen(true)}
        onChange={(e) => onInput(e.target.value)}
        onKeyDown={onKey}
      />
      {open && shown && (
        <div className="search-dropdown" id={listId} role="listbox" aria-label={T.listLabel}>
          {!typed && <div className="search-history-head">{T.heldHint}</div>}
          {options.map((o, i) => (
            <div
              key={o.tokenId}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`search-row${i === active ? ' search-row-active' : ''}`}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => choose(o)}
            >
              <TokenIcon url={o.iconUrl} ticker={o.ticker} size="sm" />
              <span className="search-row-main">
                <span className="search-row-name">{o.ticker}</span>
                <span className="search-row-sub">{o.name}</span>
              </span>
              {o.balance !== null && (
                <span className="search-row-cap mono">
                  <TokenAmount value={o.balance} /> {T.held}
                </span>
              )}
            </div>
          ))}
          {view.kind === 'options' && view.searching && (
            <div className="search-status">
              <Spinner size="sm" label={T.searching} />
              <span>{T.searching}</span>
            </div>
          )}
          {view.kind === 'empty' && <div className="search-status">{T.noResults}</div>}
          {view.kind === 'error' && <div className="search-status search-error">{view.message}</div>}
        </div>
      )}
    </div>
  );
}
