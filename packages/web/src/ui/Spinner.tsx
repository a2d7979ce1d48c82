/** A spinner with its label for screen readers, and the full-page fallback of lazy pages. */
export function Spinner({ label = 'Loading', size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`spinner spinner-${size}`} role="status" aria-label={label} />;
}

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={label} />
      {label !== 'Loading' && <p className="page-spinner-label">{label}</p>}
    </div>
  );
}
