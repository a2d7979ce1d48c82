/** A token's icon, or a placeholder with its first letter when there is none or it fails to load. */
import { useState } from 'react';
import { safeIconUrl } from '../lib/safe-url.js';

export function TokenIcon({
  url,
  ticker,
  size = 'md',
}: {
  url: string | null;
  ticker: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const [failed, setFailed] = useState(false);
  const src = safeIconUrl(url);
  if (src === undefined || failed) {
    return (
      <span className={`token-icon token-icon-${size} token-icon-placeholder`} aria-hidden="true">
        {(ticker.trim()[0] ?? '?').toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={`token-icon token-icon-${size}`}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
