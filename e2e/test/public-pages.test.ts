/**
 * Every route of spec §2 at desktop and mobile widths, as a first-time visitor and then verified: each page
 * renders its content (no blank page, no error state), the strict CSP and Trusted Types report nothing,
 * and a screenshot of each lands in e2e/screenshots/ for a person to look at. Also the gate's round trip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, type TrackedPage, VIEWPORTS, solveGate, startStack } from '../src/index.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);

afterAll(() => stack?.close());

interface PublicRoute {
  readonly name: string;
  readonly path: () => string;
  /** The page's main heading once its content has loaded. */
  readonly heading: RegExp;
  /** Text that only appears once the page's data arrived. */
  readonly content?: () => string;
}

const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { name: 'start', path: () => '/', heading: /Live Markets/, content: () => 'ARMY' },
  { name: 'live-markets', path: () => '/live-markets', heading: /Live Markets/, content: () => 'HORIZON' },
  { name: 'home', path: () => '/home', heading: /Live Markets/, content: () => 'MOON' },
  {
    name: 'token',
    path: () => `/token/${stack.market.tokens[0]?.id}`,
    heading: /ARMY/,
    content: () => 'Holders',
  },
  { name: 'leaderboards', path: () => '/leaderboards', heading: /Leaderboards/ },
  {
    name: 'view-wallet',
    path: () => `/view-wallet?address=${stack.market.traders[0].address}`,
    heading: /Wallet/,
    content: () => 'ARMY',
  },
  { name: 'copytrade', path: () => '/copytrade', heading: /Copy Trad/ },
  { name: 'documentation', path: () => '/documentation', heading: /Documentation/ },
  { name: 'fees', path: () => '/fees', heading: /Fees/, content: () => 'Worked examples' },
  { name: 'terms', path: () => '/terms', heading: /Terms/ },
  { name: 'privacy', path: () => '/privacy', heading: /Privacy/ },
  { name: 'horizon', path: () => '/horizon', heading: /Advanced trading/ },
  { name: 'verify', path: () => '/verify', heading: /Security Verification/ },
];

const GATED_ROUTES = ['/wallet', '/launch', '/sniper', '/trustless-test'] as const;

async function visit(tracked: TrackedPage, route: PublicRoute): Promise<void> {
  const { page } = tracked;
  await page.goto(route.path());
  await page.getByRole('heading', { level: 1, name: route.heading }).first().waitFor();
  const content = route.content?.();
  if (content) await page.getByText(content, { exact: false }).first().waitFor();
  // Loaded: no skeleton or spinner left (the chart's included), and no error state.
  await page.waitForFunction(() => document.querySelector('main .skeleton, main .spinner') === null);
  expect(await page.locator('.state-error').count(), `${route.name} shows an error state`).toBe(0);
  await tracked.screenshot(route.name);
}

describe.each(VIEWPORTS)('at $name width ($width×$height)', (viewport) => {
  it('renders every public route with its content, and no CSP or script error', async () => {
    const tracked = await stack.openPage(viewport);
    for (const route of PUBLIC_ROUTES) await visit(tracked, route);
    await tracked.page.goto('/no-such-page');
    await tracked.page.getByText('Page not found').waitFor();
    await tracked.screenshot('not-found');
    expect(tracked.problems).toEqual([]);
    await tracked.page.context().close();
  }, 90_000);

  it('sends a visitor to /verify from every gated route, then opens them once verified', async () => {
    const tracked = await stack.openPage(viewport);
    const { page } = tracked;
    for (const path of GATED_ROUTES) {
      await page.goto(path);
      await page.waitForURL('**/verify');
    }
    await tracked.screenshot('verify-gate');
    await solveGate(page);
    await tracked.screenshot('verify-success');
    // The last gated route visited is the one remembered.
    await page.waitForURL(`**${GATED_ROUTES[GATED_ROUTES.length - 1]}`);
    for (const path of GATED_ROUTES) {
      await page.goto(path);
      // The page itself, not the gate's spinner (pages without a wallet may have no heading).
      await page.waitForFunction(
        () =>
          document.querySelector('main .page') !== null && document.querySelector('main .spinner') === null,
      );
      expect(new URL(page.url()).pathname).toBe(path);
      await tracked.screenshot(`gated${path.replaceAll('/', '-')}`);
    }
    expect(tracked.problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('the verification gate', () => {
  it('remembers path and query, shows the checking state, returns after success, and passes on /verify', async () => {
    const tracked = await stack.openPage(VIEWPORTS[0] as (typeof VIEWPORTS)[number]);
    const { page } = tracked;
    await page.goto('/launch?ref=E2ECODE&step=2');
    await page.waitForURL('**/verify');
    await expect.poll(() => page.getByText('Please complete the security check to continue').count()).toBe(1);
    await solveGate(page);
    await page.getByText('You will be redirected shortly').waitFor();
    // The path and query come back; the referral code was kept aside and taken out of the address bar.
    await page.waitForURL('**/launch?step=2');
    expect(await page.evaluate(() => sessionStorage.getItem('horizon:referral_code'))).toBe('E2ECODE');
    // Verified visitors landing on /verify go on at once (to the default, /wallet, with nothing saved).
    await page.goto('/verify');
    await page.waitForURL('**/wallet');
    expect(tracked.problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("shows 'Verifying access…' while the status loads", async () => {
    const tracked = await stack.openPage(VIEWPORTS[0] as (typeof VIEWPORTS)[number]);
    const { page } = tracked;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/verify_status', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/wallet');
    await page.getByText('Verifying access…').waitFor();
    await tracked.screenshot('gate-checking');
    release();
    await page.waitForURL('**/verify');
    await page.context().close();
  });
});
