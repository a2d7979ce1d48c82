/**
 * The first paint of the markets routes, before the app's code has loaded: the header bar with the logo and
 * the page's heading, lead and filter box, built with the DOM (no HTML strings under Trusted Types) from
 * the same classes and texts as the React page, which replaces it in place when it mounts (React clears the
 * root on its first render). The largest text of /live-markets thus paints without waiting for the app.
 */
import { ROUTES } from '@horizon/core';
import {
  MARKETS_PATHS,
  MARKETS_FILTER_LABEL,
  MARKETS_FILTER_PLACEHOLDER,
  MARKETS_LEAD,
  MARKETS_TITLE,
} from '../features/markets/markets-text.js';

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

/**
 * Fills an empty `root` with the shell on the markets routes; elsewhere leaves it empty: a page whose largest
 * content waits for its data gains nothing from an early bar, and every task after the first paint counts as
 * blocking time (the app's start then would).
 */
export function paintShell(root: HTMLElement | null, pathname: string): void {
  if (!root || root.firstChild) return;
  if (!MARKETS_PATHS.includes(pathname.replace(/(.)\/$/, '$1'))) return;
  root.append(headerBar(), el('main', { class: 'main' }, marketsHead()));
}
