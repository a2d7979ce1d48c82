/**
 * The fee "details" of a trade form as an in-page disclosure (issue 17): the /fees page's programs from
 * core's fee table, opened beside the form so the typed amount stays. Escape or a click outside closes it.
 */
import { FEE_DETAILS_TEXT as T, ROUTES, feeTable } from '@horizon/core';
import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '../ui/AppLink.js';

const ROWS = feeTable().rows;

export function FeeDetails() {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // The form's own dialog (if any) must not close with it.
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <span className="fee-details" ref={box}>
      <button
        ref={button}
        type="button"
        className="link-btn"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {T.toggle}
      </button>
      {open && (
        <div id={id} className="fee-popover" role="region" aria-label={T.title}>
          <h4 className="small">{T.title}</h4>
          <dl className="kv">
            {ROWS.map((row) => (
              <div key={row.program}>
                <dt>
                  {row.label}
                  <span className="muted small"> · {row.appliesTo}</span>
                </dt>
                <dd className="mono">{row.ratePercent}%</dd>
              </div>
            ))}
          </dl>
          <p className="muted small">{T.network}</p>
          <AppLink to={ROUTES.fees} target="_blank" rel="noopener" className="small">
            {T.fullPage}
          </AppLink>
        </div>
      )}
    </span>
  );
}
