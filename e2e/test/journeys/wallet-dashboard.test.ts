/**
 * Journeys on /wallet through the UI against a real localnet and server: the unactivated state, trustlines
 * (set, clear one, clear all), sending a token with a tag and memo, and a pool position (deposit in one and
 * both assets, withdraw a part and all, fee vote); each checked on the ledger afterwards, with screenshots.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, type Stack } from '../../src/index.js';
import {
  type Trader,
  balanceOf,
  linesOf,
  runFlow,
  seeded,
  seededTrader,
  useTradingJourney,
} from './journey.js';

let stack: Stack;
let trader: Trader;

const army = () => seeded(stack, 0);
const horizon = () => seeded(stack, 1);
const moon = () => seeded(stack, 2);

useTradingJourney(
  {
    fundXrp: 2_000n,
    beforeFunding: async ({ page, tracked }) => {
      await page.getByTestId('unactivated').waitFor();
      await tracked.screenshot('journey-wallet-unactivated');
    },
    untilFundsShow: true,
  },
  (started) => ({ stack, trader } = started),
);

async function setTrustline(tokenId: string, shot?: string) {
  const { page } = trader;
  await page.getByTestId('trustline-token').fill(tokenId);
  await runFlow(trader, () => page.getByRole('button', { name: 'Set trustline' }).click(), shot);
}

describe('/wallet', () => {
  it('sets a trustline, receives tokens on it, and sends some on with a tag and memo', async () => {
    const { page } = trader;
    await setTrustline(army().id, 'journey-trustline-set');
    const holder = seededTrader(stack, 0);
    await stack.ledger.submit(holder, {
      TransactionType: 'Payment',
      Destination: trader.address,
      Amount: { currency: army().currency, issuer: army().issuer, value: '5000' },
    });
    await page.reload();
    await page.getByTestId('holdings').getByText('ARMY').waitFor();
    await page.getByTestId('send-asset').selectOption(army().id);
    await page.getByTestId('send-destination').fill(holder.address);
    await page.getByTestId('send-amount').fill('1234.5');
    await page.getByLabel('Destination tag (optional)').fill('42');
    await page.getByLabel('Memo (optional)').fill('thanks ✓');
    const done = await runFlow(
      trader,
      () => page.getByRole('button', { name: 'Send', exact: true }).click(),
      'journey-send-token',
    );
    expect(done).toContain('1234.5 ARMY');
    expect(done).toContain('Memo'); // the preview and the success view read the memo back from the bytes
    expect(done).toContain('thanks ✓');
    expect(await balanceOf(stack, trader.address, army().currency, army().issuer)).toBe(3765.5);
    const hash = /Transaction hash\s*([0-9A-F]{64})/.exec(done)?.[1] ?? '';
    const { result } = await stack.ledger.client.request({ command: 'tx', transaction: hash });
    const tx =
      (result as unknown as { tx_json?: Record<string, unknown> }).tx_json ??
      (result as unknown as Record<string, unknown>);
    expect(tx['DestinationTag']).toBe(42);
    const memo = (tx['Memos'] as { Memo: { MemoData: string } }[])[0]?.Memo.MemoData ?? '';
    expect(Buffer.from(memo, 'hex').toString('utf8')).toBe('thanks ✓');
  }, 60_000);

  it('clears one empty trustline, then clears all the empty ones; a line with tokens stays', async () => {
    const { page } = trader;
    await setTrustline(moon().id);
    await setTrustline(horizon().id);
    expect((await linesOf(stack, trader.address)).map((l) => l.currency).sort()).toEqual(
      [army().currency, horizon().currency, moon().currency].sort(),
    );
    const moonRow = page.getByTestId('trustlines').locator('li', { hasText: 'MOON' });
    await runFlow(
      trader,
      () => moonRow.getByRole('button', { name: 'Clear' }).click(),
      'journey-trustline-clear',
    );
    expect((await linesOf(stack, trader.address)).map((l) => l.currency).sort()).toEqual(
      [army().currency, horizon().currency].sort(),
    );
    await setTrustline(moon().id);
    await runFlow(
      trader,
      () => page.getByRole('button', { name: 'Clear all' }).click(),
      'journey-trustline-clear-all',
    );
    expect((await linesOf(stack, trader.address)).map((l) => l.currency)).toEqual([army().currency]);
  }, 60_000);

  it('provides liquidity in XRP, both assets and the token, votes on the fee, withdraws half, some tokens, then all in XRP', async () => {
    const { page } = trader;
    await page.reload();
    await page.getByRole('button', { name: 'ARMY/XRP' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'XRP only' }).click();
    await dialog.getByTestId('deposit-xrp').fill('20');
    await runFlow(
      trader,
      () => dialog.getByRole('button', { name: 'Review deposit' }).click(),
      'journey-amm-deposit-xrp',
    );
    const lp = async () => (await linesOf(stack, trader.address)).find((l) => l.currency.startsWith('03'));
    expect(Number((await lp())?.balance ?? 0)).toBeGreaterThan(0);

    const positions = page.getByTestId('lp-positions');
    await positions.waitFor();
    await positions.getByRole('button', { name: 'Deposit' }).click();
    await dialog.getByTestId('deposit-xrp').fill('5');
    await dialog.getByTestId('deposit-token').fill('2000');
    await runFlow(
      trader,
      () => dialog.getByRole('button', { name: 'Review deposit' }).click(),
      'journey-amm-deposit-both',
    );

    await positions.getByRole('button', { name: 'Vote' }).click();
    await dialog.getByTestId('vote-fee').fill('0.5');
    await runFlow(
      trader,
      () => dialog.getByRole('button', { name: 'Review vote' }).click(),
      'journey-amm-vote',
    );
    const { result } = await stack.ledger.client.request({
      command: 'amm_info',
      asset: { currency: 'XRP' },
      asset2: { currency: army().currency, issuer: army().issuer },
    } as never);
    const slots =
      (result as { amm: { vote_slots?: { account: string; trading_fee: number }[] } }).amm.vote_slots ?? [];
    expect(slots.find((v) => v.account === trader.address)?.trading_fee).toBe(500);

    const before = Number((await lp())?.balance ?? 0);
    await positions.getByRole('button', { name: 'Withdraw' }).click();
    await dialog.getByLabel('Withdraw everything').uncheck();
    await dialog.getByRole('slider').fill('50');
    await runFlow(
      trader,
      () => dialog.getByRole('button', { name: 'Review withdrawal' }).click(),
      'journey-amm-withdraw-half',
    );
    const half = Number((await lp())?.balance ?? 0);
    expect(half).toBeGreaterThan(before * 0.45);
    expect(half).toBeLessThan(before * 0.55);

    await positions.getByRole('button', { name: 'Deposit' }).click();
    await dialog.getByRole('button', { name: 'Token only' }).click();
    await dialog.getByTestId('deposit-token').fill('300');
    await runFlow(
      trader,
      () => dialog.getByRole('button', { name: 'Review deposit' }).click(),
      'journey-amm-deposit-token',
    );

    const armyBefore = await balanceOf(stack, trader.address, army().currency, army().issuer);
    await positions.getByRole('button', { name: 'Withdraw' }).click();
    await dialog.getByRole('button', { name: 'Token only' }).click();
    await dialog.getByLabel('Withdraw everything').uncheck();
    await dialog.getByTestId('withdraw-amount').fill('100');
    await runFlow(
      trader,
      () => dialog.getByRole('button', { name: 'Review withdrawal' }).click(),
      'journey-amm-withdraw-token',
    );
    expect(await balanceOf(stack, trader.address, army().currency, army().issuer)).toBeCloseTo(
      armyBefore + 100,
      6,
    );

    await positions.getByRole('button', { name: 'Withdraw' }).click();
    await dialog.getByRole('button', { name: 'XRP only' }).click();
    await runFlow(
      trader,
      () => dialog.getByRole('button', { name: 'Review withdrawal' }).click(),
      'journey-amm-withdraw-all-xrp',
    );
    expect(Number((await lp())?.balance ?? 0)).toBe(0);
    await trader.tracked.screenshot('journey-wallet-dashboard');
    expect(trader.tracked.problems).toEqual([]);
  }, 90_000);

  it('fits a phone: /wallet, the token page with its trade panel, and /launch', async () => {
    const { page, tracked } = trader;
    await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });
    const pages = [
      ['wallet', '/wallet', 'account-card'],
      ['token', `/token/${army().id}`, 'trade-balance'],
      ['launch', '/launch', 'launch-name'],
    ] as const;
    for (const [name, path, testId] of pages) {
      await page.goto(path);
      await page.getByTestId(testId).first().waitFor();
      await tracked.screenshot(`journey-phone-${name}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is wider than the phone`).toBeLessThanOrEqual(MOBILE.width);
    }
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  }, 30_000);
});
