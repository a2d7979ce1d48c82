/** Loading skeletons, empty states and error states, one look for every page (issue 7 item 10). */
import type { ReactNode } from 'react';

export function Skeleton({
  width,
  className = '',
}: {
  width?: 'xs' | 'sm' | 'md' | 'lg' | 'full';
  className?: string;
}) {
  return <span className={`skeleton skeleton-${width ?? 'full'} ${className}`} aria-hidden="true" />;
}

/** Placeholder rows shaped like the table that will replace them. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} className="skeleton-row" aria-hidden="true">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c}>
              <Skeleton width={c === 0 ? 'lg' : 'sm'} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty" role="status">
      <p className="state-title">{title}</p>
      {children !== undefined && <div className="state-body">{children}</div>}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <p className="state-title">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
