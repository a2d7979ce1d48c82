import { SHORT_ADDRESS_HEAD, SHORT_ADDRESS_TAIL } from '../constants/interface.js';

/** Separator between the head and tail of a shortened address. */
export const SHORT_ADDRESS_SEPARATOR = '...';

/** A shortened address: the first 6 and last 4 characters ('rHb9CJ...tyTh'); short text is kept whole. */
export function shortenAddress(address: string): string {
  if (address.length <= SHORT_ADDRESS_HEAD + SHORT_ADDRESS_TAIL) return address;
  return `${address.slice(0, SHORT_ADDRESS_HEAD)}${SHORT_ADDRESS_SEPARATOR}${address.slice(-SHORT_ADDRESS_TAIL)}`;
}
