/**
 * The Token Voting page in Debian's Chromium (real vault, the API answered here): live results and the public
 * burns shown; a vote proves the wallet in the vault first (this server checks the signature), is posted for
 * the token typed, and the page then shows the wallet's vote; a refusal from the server is shown as it says.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VOTING_ERRORS, VOTING_UI, unactivatedHoldings } from '@horizon/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, type ServedPage, openWithNewWallet } from './page-harness.js';
import { ProofServer } from './wallet-proof-server.js';

const PAGE_DIR = fileURLToPath(new URL('./voting-page/', import.meta.url));
const WIN = 'WIN:rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const OTH = 'OTH:rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';

let served: ServedPage | undefined;
let page: Page;
const proofs = new ProofServer();
const votes: string[] = [];
let refuseVotes = false;

const results = () => ({
  week_start: '2026-11-23',
  week_end: '2026-11-30T00:00:00.000Z',
  total_votes: 3 + votes.length,
  results: [
    { token_id: WIN, ticker: 'WIN', votes: 2 + votes.length },
    { token_id: OTH, ticker: 'OTH', votes: 1 },
  ],
  my_vote: votes[0] ?? null,
  current_winner: { week_start: '2026-11-16', token_id: OTH, votes: 4 },
  winners: [{ week_start: '2026-11-16', token_id: OTH, votes: 4 }],
});

const BURN = {
  day: '2026-11-24',
  week_start: '2026-11-16',
  token_id: OTH,
  state: 'burned',
  fee_income_drops: '108750',
  xrp_spent_drops: '5437',
  tokens_burned: '0.5431',
  buy_tx_hash: 'AB'.repeat(32),
  burn_tx_hash: 'CD'.repeat(32),
  recorded_at: '2026-11-25T00:10:00.000Z',
};

function api(method: string, url: string, body: string): [number, unknown] {
  const [path = '', query = ''] = url.split('?');
  if (path === '/api/trustless/get_token_holdings_and_balance') return [200, unactivatedHoldings()];
  if (path === '/api/wallet_challenge')
    return proofs.challenge(new URLSearchParams(query).get('classic_address') ?? '');
  if (path === '/api/wallet_proof') return proofs.prove(body);
  if (path === '/api/voting/results') return [200, results()];
  if (path === '/api/voting/burns') return [200, { burns: [BURN] }];
  if (method === 'POST' && path === '/api/voting/vote') {
    const b = JSON.parse(body) as { classic_address: string; token_id: string };
    const refused = proofs.refuse(b.classic_address);
    if (refused) return refused;
    if (refuseVotes) return [403, { detail: VOTING_ERRORS.notPremium }];
    votes.push(b.token_id);
    return [200, { week_start: '2026-11-23', token_id: b.token_id, voted_at: '2026-11-25T10:00:00.000Z' }];
  }
  return [404, { detail: 'Not found' }];
}

describe.skipIf(!existsSync(CHROMIUM))('the voting page in Chromium', () => {
  beforeAll(async () => {
    ({ served, page } = await openWithNewWallet(PAGE_DIR, api));
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('shows the live results, the past winner and every burn', async () => {
    const rows = page.getByTestId('vote-results').locator('tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain(`WIN`);
    expect(await rows.first().innerText()).toContain(`2 ${VOTING_UI.votes}`);
    expect(await page.getByTestId('vote-winners').innerText()).toContain('OTH');
    expect(await page.getByTestId('vote-burns').locator('tbody tr').innerText()).toBe(
      `2026-11-24\tOTH\t0.1088\t0.005437\t0.5431\t${VOTING_UI.burnStates.burned}`,
    );
  }, 30_000);

  it('shows the server refusal, then votes once the wallet is proved in the vault', async () => {
    refuseVotes = true;
    await page.getByTestId('vote-token').fill(WIN);
    await page.getByRole('button', { name: VOTING_UI.voteButton }).click();
    await expect
      .poll(() => page.getByTestId('voting-page').getByRole('alert').textContent())
      .toBe(VOTING_ERRORS.notPremium);
    expect(proofs.proved).toMatch(/^r/);
    refuseVotes = false;
    await page.getByRole('button', { name: VOTING_UI.voteButton }).click();
    await expect.poll(() => page.getByTestId('my-vote').textContent()).toBe(`${VOTING_UI.voted}: WIN`);
    expect(votes).toEqual([WIN]);
  }, 30_000);
});
