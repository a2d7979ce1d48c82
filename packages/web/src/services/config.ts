/**
 * Build-time configuration (Vite `VITE_*` variables), read once and checked: community links are
 * kept only when they are http(s) URLs, the community token only when it is a token id.
 */
import { isTokenId, tokenRoute } from '@horizon/core';
import { parseBlockedHosts } from '../api/blocked-hosts.js';
import { safeHttpUrl } from '../lib/safe-url.js';

export type CommunityLinkKind = 'social' | 'chat' | 'website' | 'video';

export interface CommunityLink {
  readonly kind: CommunityLinkKind;
  readonly label: string;
  readonly href: string;
}

export interface AppConfig {
  readonly communityLinks: readonly CommunityLink[];
  /** Where 'Trade $ARMY now' goes: the community token's page, else the markets filtered to ARMY. */
  readonly communityTradeHref: string;
  readonly blockedHosts: readonly string[];
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

const LINKS: readonly { kind: CommunityLinkKind; label: string; variable: string }[] = [
  { kind: 'social', label: 'X (Twitter)', variable: 'VITE_COMMUNITY_SOCIAL_URL' },
  { kind: 'chat', label: 'Telegram', variable: 'VITE_COMMUNITY_CHAT_URL' },
  { kind: 'website', label: 'Website', variable: 'VITE_COMMUNITY_WEBSITE_URL' },
  { kind: 'video', label: 'YouTube', variable: 'VITE_COMMUNITY_VIDEO_URL' },
];

function text(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function readConfig(env: Env): AppConfig {
  const communityLinks = LINKS.flatMap(({ kind, label, variable }) => {
    const href = safeHttpUrl(text(env, variable));
    return href === undefined ? [] : [{ kind, label, href }];
  });
  const token = text(env, 'VITE_COMMUNITY_TOKEN');
  return {
    communityLinks,
    communityTradeHref: token !== undefined && isTokenId(token) ? tokenRoute(token) : '/live-markets?q=ARMY',
    blockedHosts: parseBlockedHosts(text(env, 'VITE_BLOCKED_HOSTS')),
  };
}

export const APP_CONFIG: AppConfig = readConfig(import.meta.env as Env);
