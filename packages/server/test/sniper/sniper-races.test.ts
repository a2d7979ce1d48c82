/**
 * Money-moving calls are idempotent under concurrency (issue 15). Two server instances on one database both
 * resume the same unfinished sniper round (each resumes rounds every 30 s): a snipe still to place is bought
 * once, not once per instance, the round being held in the database by one runner at a time. And a claim
 * sent twice at once (a double click) transfers the sniped tokens once, both answered with that transfer.
 */
import { IssuedValue } from '@horizon/protocol';
import type { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecondInstance, startSecondInstance } from '../support/second-instance.js';
import { type Launch, launchToken } from './launch-flow.js';
import {
  type SniperHarness,
  call,
  direct,
  fundPreSnipe,
  newUser,
  ok,
  startSniperHarness,
  tokensOf,
} from './sniper-harness.js';

let h: SniperHarness;
let second: SecondInstance;

beforeAll(async () => {
  h = await startSniperHarness();
  second = await startSecondInstance({ db: h.db, xrplUrl: h.localnet.url, treasury: h.treasury.address });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await h?.close();
});

const tokenLimit = (tokenId: string) => {
  const [currency, issuer] = tokenId.split(':');
  return { currency, issuer, value: '1000000000' };
};

/** The OfferCreate transactions the account sent from `fromLedger` on. */
async function offersSince(address: string, fromLedger: number): Promise<number> {
  const { result } = await h.client.request({
    command: 'account_tx',
    account: address,
    ledger_index_min: fromLedger,
    ledger_index_max: -1,
  });
  const entries = result.transactions as unknown as Record<string, Record<string, unknown>>[];
  return entries.filter((e) => (e['tx_json'] ?? e['tx'])?.['TransactionType'] === 'OfferCreate').length;
}

describe('two server instances resuming one sniper round', () => {
  let user: Wallet;
  let launch: Launch;
  let preSnipe: string;

  it('buy a snipe still to place once, not once each', async () => {
    user = await newUser(h, true);
    preSnipe = await fundPreSnipe(h, user, '40');
    ok(
      await call(h, 'update_pre_snipe', {
        classic_address: user.classicAddress,
        xrp_amount: '5',
        enabled: true,
      }),
    );
    launch = await launchToken(h, 'TWO');
    await launch.openPool();
    await h.sniper.jobs?.['resume_rounds']?.();
    // As a stopped instance leaves it: the round running, this snipe drawn but not yet placed.
    await h.db.query(`UPDATE sniper_rounds SET state = 'running', revealed_at = NULL WHERE token_id = $1`, [
      launch.tokenId,
    ]);
    await h.db.query(
      `UPDATE sniper_snipes SET status = 'pending', tx_hash = NULL, token_amount = NULL, xrp_spent_drops = NULL
       WHERE token_id = $1 AND owner = $2`,
      [launch.tokenId, user.classicAddress],
    );
    const from = Number(
      (await h.client.request({ command: 'ledger', ledger_index: 'validated' })).result.ledger_index,
    );
    // Whichever instance does not hold the round leaves it to the one that does.
    await Promise.all([h.sniper.jobs?.['resume_rounds']?.(), second.job('sniper', 'resume_rounds')]);
    expect(await offersSince(preSnipe, from + 1)).toBe(1);
    const [snipe] = await h.db.query<{ status: string }>(
      'SELECT status FROM sniper_snipes WHERE token_id = $1 AND owner = $2',
      [launch.tokenId, user.classicAddress],
    );
    expect(snipe?.status).toBe('bought');
    const [round] = await h.db.query<{ state: string }>(
      'SELECT state FROM sniper_rounds WHERE token_id = $1',
      [launch.tokenId],
    );
    expect(round?.state).toBe('revealed');
  }, 120_000);

  it('claims sent twice at once transfer the sniped tokens once, both answered with that transfer', async () => {
    const [snipe] = await h.db.query<{ token_amount: string }>(
      'SELECT token_amount::text AS token_amount FROM sniper_snipes WHERE token_id = $1 AND owner = $2',
      [launch.tokenId, user.classicAddress],
    );
    const amount = snipe?.token_amount ?? '';
    const line = { TransactionType: 'TrustSet', LimitAmount: tokenLimit(launch.tokenId) };
    expect(await direct(h, user, line)).toBe('tesSUCCESS');
    // The wallet holds two buys (the round's and the one resumed above); a claim sends this snipe's.
    const held = await tokensOf(h, preSnipe, launch.tokenId);
    const body = { classic_address: user.classicAddress, token_id: launch.tokenId };
    const [first, second] = await Promise.all([
      call(h, 'claim_pre_snipe', body),
      call(h, 'claim_pre_snipe', body),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ engine_result: 'tesSUCCESS', token_amount: amount });
    expect(await tokensOf(h, user.classicAddress, launch.tokenId)).toBe(amount);
    const left = IssuedValue.fromString(held).sub(IssuedValue.fromString(amount));
    expect(await tokensOf(h, preSnipe, launch.tokenId)).toBe(left.toString());
  }, 60_000);
});
