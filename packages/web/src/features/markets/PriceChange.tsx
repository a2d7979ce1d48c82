/** The 24 h price change, green when up, red when down, a dash without a price 24 h ago. */
import { formatPriceChange } from './format-change.js';

const TONE_CLASS = { up: 'up', down: 'down', flat: 'muted' } as const;

export function PriceChange({ change, className = '' }: { change: string | null; className?: string }) {
  const { text, tone } = formatPriceChange(change);
  return (
    <span className={`mono ${TONE_CLASS[tone]} ${className}`.trim()} data-testid="price-change-24h">
      {text}
    </span>
  );
}
