/**
 * /token-voting in Chromium (issue 10 "Token Voting"): a wallet premium by its 5 XRP payment to the treasury
 * votes; the live results show it to everyone; its second vote (from a tab still showing the form) is refused
 * with the page's message; a wallet holding 99 of the platform token is refused, and votes once it holds 100.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { VOTING_ERRORS, VOTING_UI, type VoteResults } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, SCREENSHOT_DIR, type Stack } from '../../../src/index.js';
import { type Trader, keepClosingLedgers, seeded, startTradingStack, refusedCall } from '../journey.js';
import { holderOf, payTokens, payTreasury, visitorWith } from './program-wallets.js';

let stack: Stack;
let stopClosing: () => void = () => undefined;
let premium: Trader;
/** A second tab of the premium voter's browser, opened before the vote. */
let staleTab: Page;

const army = () => seeded(stack, 0);
const horizon = () => seeded(stack, 1);
const moon = () => seeded(stack, 2);

beforeAll(async () => {
  stack = await startTradingStack({ platformToken: 'HORIZON' });
  stopClosing = keepClosingLedgers(stack);
  const payer = await stack.ledger.fundedWallet(50n);
  await payTreasury(stack, payer, 5n);
  premium = await visitorWith(stack, payer);
}, 120_000);

afterAll(async () => {
  stopClosing();
  await stack?.close();
});

const results = () => stack.getJson<VoteResults>('/api/voting/results');

/** Types a token id into the vote form and clicks Vote. */
async function vote(page: Page, tokenId: string): Promise<void> {
  await page.getByTestId('vote-token').fill(tokenId);
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
}

/** The live results table's rows as the page shows them: ticker, votes, and whether it is this wallet's vote. */
async function shownResults(page: Page): Promise<string[]> {
  const rows = await page.getByTestId('vote-results').locator('tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const ticker = await row.getByRole('button').textContent();
      const votes = await row.locator('td.num').textContent();
      const mine = (await row.locator('.tag').count()) ? ' (my vote)' : '';
      return `${ticker}: ${votes}${mine}`;
    }),
  );
}

describe('/token-voting', () => {
  it('a wallet premium by its 5 XRP payment votes; the live results show the vote to a new visitor', async () => {
    const { page, tracked } = premium;
    staleTab = await page.context().newPage();
    for (const tab of [page, staleTab]) {
      await tab.goto('/token-voting');
      await tab.getByText(VOTING_UI.noVotes).waitFor();
    }
    await tracked.screenshot('journey-voting-empty');
    await vote(page, moon().id);
    await page.getByTestId('my-vote').waitFor();
    expect(await shownResults(page)).toEqual(['MOON: 1 vote (my vote)']);
    const tally = await results();
    expect(tally.total_votes).toBe(1);
    expect(tally.results).toEqual([{ token_id: moon().id, ticker: 'MOON', votes: 1 }]);
    await tracked.screenshot('journey-voting-voted');

    const visitor = await stack.openPage(MOBILE);
    await visitor.page.goto('/token-voting');
    await visitor.page.getByTestId('vote-results').waitFor();
    expect(await shownResults(visitor.page)).toEqual(['MOON: 1 vote']);
    await visitor.screenshot('journey-voting-results');
    expect(visitor.problems).toEqual([]);
    expect(tracked.problems).toEqual([]);
  }, 60_000);

  it('refuses the same wallet a second vote this week with the page message, from a tab opened before', async () => {
    const problems: string[] = [];
    staleTab.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)));
    await vote(staleTab, army().id);
    const alert = staleTab.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(VOTING_ERRORS.alreadyVoted);
    await staleTab.screenshot({ path: join(SCREENSHOT_DIR, 'journey-voting-second-vote-desktop.png') });
    expect(problems).toEqual([refusedCall(409, 'Conflict')]);
    const tally = await results();
    expect(tally.results).toEqual([{ token_id: moon().id, ticker: 'MOON', votes: 1 }]);
    await staleTab.close();
  }, 60_000);

  it('refuses a wallet holding 99 of the platform token, and counts its vote once it holds 100', async () => {
    const holder = await holderOf(stack, 50n, horizon(), '99');
    const { page, tracked } = await visitorWith(stack, holder);
    await page.goto('/token-voting');
    await page.getByTestId('vote-results').waitFor();
    await vote(page, army().id);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(VOTING_ERRORS.notPremium);
    await tracked.screenshot('journey-voting-not-premium');
    expect((await results()).total_votes).toBe(1);
    expect(tracked.problems.splice(0)).toEqual([refusedCall(403, 'Forbidden')]);

    await payTokens(stack, holder.address, horizon(), '1');
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await page.getByTestId('my-vote').waitFor();
    const tally = await results();
    expect(tally.total_votes).toBe(2);
    // A tie: the token that reached its count first leads.
    expect(tally.results).toEqual([
      { token_id: moon().id, ticker: 'MOON', votes: 1 },
      { token_id: army().id, ticker: 'ARMY', votes: 1 },
    ]);
    expect(await shownResults(page)).toEqual(['MOON: 1 vote', 'ARMY: 1 vote (my vote)']);
    expect(tracked.problems).toEqual([]);
  }, 60_000);
});
