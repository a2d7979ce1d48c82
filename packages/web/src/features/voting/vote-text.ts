/** The voted token as a person reads it: its ticker and name when listed, else its currency code. */
import { tokenLabel } from '../../format/display.js';

interface Named {
  readonly token_id: string;
  readonly ticker: string;
  readonly token_name: string;
}

export function votedTokenName(tokenId: string, listed: readonly Named[]): string {
  const token = listed.find((t) => t.token_id === tokenId);
  if (!token) return tokenLabel(tokenId);
  return token.token_name && token.token_name !== token.ticker
    ? `${token.ticker} (${token.token_name})`
    : token.ticker;
}
