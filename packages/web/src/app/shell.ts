/**
 * The first paint before the app's code has loaded: the header bar with the logo, and on the markets routes
 * the page's heading, lead and filter box, on a token page whose record the server put in the HTML the
 * token's name, ticker and price. Built with the DOM (no HTML strings under Trusted Types; names are text)
 * from the same classes and texts as the React page, beside the app's root, which stays hidden until the page
 * takes over (shell-handoff.ts). The page's largest text thus paints without waiting for the app.
 */
import { ROUTES, tokenRecordPathOfPage } from '@horizon/core';
import { inlineAnswer } from '../api/early-fetch.js';
import { formatPriceXrp } from '../format/price.js';
import {
  MARKETS_PATHS,
  MARKETS_FILTER_LABEL,
  MARKETS_FILTER_PLACEHOLDER,
  MARKETS_LEAD,
  MARKETS_TITLE,
} from '../features/markets/markets-text.js';

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

/** The token's title and price as TokenHeader draws them, from the server's copy of its record. */
function tokenHead(record: unknown): HTMLElement | undefined {
  const { token_name: name, ticker, price_in_xrp: price } = (record ?? {}) as Record<string, unknown>;
  if (typeof name !== 'string' || typeof ticker !== 'string' || typeof price !== 'string') return undefined;
  const title = el(
    'div',
    { class: 'token-title' },
    el('div', {}, el('h1', {}, `${name} `, el('span', { class: 'muted token-ticker' }, ticker))),
    el('div', { class: 'token-price' }, el('span', { class: 'token-price-xrp mono' }, formatPriceXrp(price))),
  );
  return el(
    'div',
    { class: 'page page-wide token-page' },
    el('section', { class: 'card token-header' }, title),
  );
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
