import { hostedIconOf } from '@horizon/core';

/**
 * Links from users (token websites, socials) and configuration are attacker-controlled text: only
 * absolute http(s) URLs become links, everything else is shown as text or dropped.
 */
export function safeHttpUrl(text: string | null | undefined): string | undefined {
  if (typeof text !== 'string' || text.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return url.href;
}

/** The host of a safe URL for display ('example.com'), without 'www.'. */
export function displayHost(href: string): string {
  return new URL(href).hostname.replace(/^www\./, '');
}

/** An icon URL: only a path our server hosts (icons are ours: no visitor's browser fetches a third party). */
export function safeIconUrl(text: string | null | undefined): string | undefined {
  return hostedIconOf(text) ?? undefined;
}
