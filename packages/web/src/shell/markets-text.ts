/** The markets page's heading and lead, shared by the page and the static first-paint shell (shell/shell.ts). */
export const MARKETS_TITLE = 'Live Markets';
export const MARKETS_LEAD = 'Every token with an XRP pool on the ledger, updated as trades validate';
export const MARKETS_FILTER_PLACEHOLDER = 'Filter by name, ticker or token id';
export const MARKETS_FILTER_LABEL = 'Filter tokens';

/** The paths that show the markets page (AppRoutes: ROUTES.start, ROUTES.liveMarkets, ROUTES.home). */
export const MARKETS_PATHS: readonly string[] = ['/', '/live-markets', '/home'];
