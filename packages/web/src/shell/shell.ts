/**
 * The first paint before the app's code has loaded: the header bar with the logo, and on the markets routes
 * the page's heading, lead and filter box, on a token page whose record the server put in the HTML the
 * token's header, the chart's card and the trade panel's stand-in. Built with the DOM (no HTML strings under Trusted Types; names are text)
 * from the same classes and texts as the React page, beside the app's root, which stays hidden until the page
 * takes over (shell-handoff.ts). The page's largest text thus paints without waiting for the app.
 */
import {
  CANDLE_INTERVALS,
  MARKET_STRINGS,
  ROUTES,
  type TokenDetail,
  WALLET_CONTROL_STRINGS,
  shortenAddress,
  tokenIssuer,
  tokenRecordPathOfPage,
} from '@horizon/core';
import { inlineAnswer } from './early-fetch.js';
import { formatPriceXrp } from '../format/price.js';
import { CHANGE_TONE_CLASS, formatPriceChange } from '../format/format-change.js';
import { CHART_CREDIT_URL } from './chart-credit.js';
import { tokenStats } from './token-stats.js';
import { TRADE_NOTE, TRADE_TABS } from './trade-tabs.js';
import {
  MARKETS_PATHS,
  MARKETS_FILTER_LABEL,
  MARKETS_FILTER_PLACEHOLDER,
  MARKETS_LEAD,
  MARKETS_TITLE,
} from './markets-text.js';

/** The shell's own element, beside the app's root (shell-handoff.ts removes it). */
export const SHELL_ID = 'shell';

type Child = Node | string;

function el(tag: string, attrs: Readonly<Record<string, string>>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function headerBar(): HTMLElement {
  const logo = el(
    'a',
    { class: 'logo', href: ROUTES.landing, 'aria-label': 'Horizon home' },
    el('span', { class: 'logo-mark', 'aria-hidden': 'true' }),
    el('span', { class: 'logo-text' }, 'Horizon'),
  );
  return el('header', { class: 'header' }, el('div', { class: 'header-inner' }, logo));
}

function marketsHead(): HTMLElement {
  const filter = el('input', {
    type: 'search',
    class: 'input filter-input',
    placeholder: MARKETS_FILTER_PLACEHOLDER,
    'aria-label': MARKETS_FILTER_LABEL,
  });
  return el(
    'div',
    { class: 'page page-wide' },
    el(
      'div',
      { class: 'page-head' },
      el('div', {}, el('h1', {}, MARKETS_TITLE), el('p', { class: 'muted' }, MARKETS_LEAD)),
      filter,
    ),
  );
}

/** What the shell reads of the server's copy of the token's record (checked: it is the page's own HTML). */
type ShellTokenRecord = Pick<
  TokenDetail,
  | 'token_id'
  | 'token_name'
  | 'ticker'
  | 'price_in_xrp'
  | 'price_change_24h'
  | 'price_change_since_first_trade'
  | 'launched_on'
  | 'created_at'
> &
  Parameters<typeof tokenStats>[0];

function isShellTokenRecord(record: unknown): record is ShellTokenRecord {
  const r = (record ?? {}) as Record<string, unknown>;
  return ['token_id', 'token_name', 'ticker', 'price_in_xrp', 'created_at'].every(
    (key) => typeof r[key] === 'string',
  );
}

/** The token's header as TokenHeader draws it before any rate is known (no USD price yet). */
function tokenHeader(token: ShellTokenRecord): HTMLElement {
  const issuer = tokenIssuer(token.token_id);
  const issuerLine = el(
    'p',
    { class: 'muted mono', title: token.token_id },
    `Issuer ${shortenAddress(issuer)}`,
  );
  if (typeof token.launched_on === 'string') {
    issuerLine.append(el('span', { class: 'tag tag-token' }, `Launched on ${token.launched_on}`));
  }
  const since = token.price_change_since_first_trade === true;
  const change = formatPriceChange(token.price_change_24h);
  const title = el(
    'div',
    { class: 'token-title' },
    el(
      'span',
      { class: 'token-icon token-icon-lg token-icon-placeholder', 'aria-hidden': 'true' },
      (token.ticker.trim()[0] ?? '?').toUpperCase(),
    ),
    el(
      'div',
      {},
      el('h1', {}, `${token.token_name} `, el('span', { class: 'muted token-ticker' }, token.ticker)),
      issuerLine,
    ),
    el(
      'div',
      { class: 'token-price' },
      el('span', { class: 'token-price-xrp mono' }, formatPriceXrp(token.price_in_xrp)),
      el('span', { class: 'muted mono' }),
      el(
        'span',
        { class: 'token-price-change' },
        el('span', { class: `mono ${CHANGE_TONE_CLASS[change.tone]}` }, change.text),
        ' ',
        el('span', { class: 'muted' }, since ? MARKET_STRINGS.sinceFirstTrade : MARKET_STRINGS.change24h),
      ),
    ),
  );
  const stats = el(
    'dl',
    { class: 'stats' },
    ...tokenStats(token, Date.now()).map(([label, value]) =>
      el('div', { class: 'stat' }, el('dt', {}, label), el('dd', { class: 'mono' }, value)),
    ),
  );
  return el('section', { class: 'card token-header' }, title, stats);
}

/** The chart's card as ChartCard draws it while its candles load. */
function chartFrame(): HTMLElement {
  const intervals = CANDLE_INTERVALS.map((value) =>
    el(
      'button',
      {
        type: 'button',
        role: 'tab',
        'aria-selected': String(value === '5m'),
        class: value === '5m' ? 'active' : '',
      },
      value,
    ),
  );
  return el(
    'section',
    { class: 'card chart-card' },
    el(
      'div',
      { class: 'card-head' },
      el('h2', {}, 'Chart'),
      el('div', { class: 'segmented', role: 'tablist', 'aria-label': 'Interval' }, ...intervals),
    ),
    el('div', { class: 'chart-area' }),
    el(
      'p',
      { class: 'chart-credit muted' },
      'Charts by ',
      el(
        'a',
        { href: CHART_CREDIT_URL, target: '_blank', rel: 'noopener noreferrer nofollow' },
        'TradingView Lightweight Charts',
      ),
    ),
  );
}

/** The trade panel as TradePanelStandIn draws it: the first screen of a phone ends with it. */
function tradePanelStandIn(): HTMLElement {
  const tabs = TRADE_TABS.map(([id, label]) =>
    el(
      'button',
      {
        type: 'button',
        role: 'tab',
        'aria-selected': String(id === 'buy'),
        class: id === 'buy' ? 'active buy' : '',
        disabled: '',
      },
      label,
    ),
  );
  return el(
    'div',
    { class: 'token-trade' },
    el(
      'section',
      { class: 'card trade-panel', 'aria-busy': 'true' },
      el('div', { class: 'tabs', role: 'tablist', 'aria-label': 'Trade' }, ...tabs),
      el(
        'a',
        { class: 'btn btn-block btn-primary', href: ROUTES.wallet },
        WALLET_CONTROL_STRINGS.connectWallet,
      ),
      el('p', { class: 'muted small' }, TRADE_NOTE),
    ),
  );
}

/**
 * The token page's first screen as the page draws it before its other calls answer: header, chart card and
 * the trade panel's stand-in (on a phone the panel follows the chart, and its note is the screen's largest
 * text), from the server's copy of the token's record.
 */
function tokenHead(record: unknown): HTMLElement | undefined {
  if (!isShellTokenRecord(record)) return undefined;
  const grid = el(
    'div',
    { class: 'token-grid' },
    el('div', { class: 'token-main' }, chartFrame()),
    el('aside', { class: 'token-side' }, tradePanelStandIn()),
  );
  return el('div', { class: 'page page-wide token-page' }, tokenHeader(record), grid);
}

function parsed(json: string | undefined): unknown {
  try {
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  } catch {
    return undefined;
  }
}

/** The page's own part of the shell, where it can be drawn before the app. */
function pageHead(pathname: string): HTMLElement | undefined {
  if (MARKETS_PATHS.includes(pathname.replace(/(.)\/$/, '$1'))) return marketsHead();
  const recordUrl = tokenRecordPathOfPage(pathname);
  return recordUrl === undefined ? undefined : tokenHead(parsed(inlineAnswer(recordUrl)));
}

/**
 * Draws the shell before an empty `root` (hiding it) where the page's largest text can be drawn without the
 * app; elsewhere draws nothing: a page whose largest content waits for its data gains nothing from an early
 * bar, and every task after the first paint counts as blocking time (the app's start then would).
 */
export function paintShell(root: HTMLElement | null, pathname: string): void {
  if (!root || root.firstChild) return;
  const head = pageHead(pathname);
  if (!head) return;
  root.before(el('div', { id: SHELL_ID }, headerBar(), el('main', { class: 'main' }, head)));
  root.hidden = true;
}
