/**
 * Issue 15 finding 4: turning the sniper on charges the 1 XRP activation once, however many calls race in
 * (a double click, several tabs). Six calls at once, and six 150 ms apart, on a real localnet: the treasury's
 * validated balance grows by exactly 1 XRP and the pre-snipe wallet paid it exactly once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SniperHarness,
  call,
  dropsOf,
  fundPreSnipe,
  newUser,
  ok,
  spentSince,
  startSniperHarness,
} from './sniper-harness.js';

let h: SniperHarness;
beforeAll(async () => {
  h = await startSniperHarness();
}, 120_000);
afterAll(async () => h?.close());

const enable = (user: Wallet) =>
  call(h, 'update_pre_snipe', { classic_address: user.classicAddress, xrp_amount: '5', enabled: true });

async function validatedLedger(): Promise<number> {
  const { result } = await h.client.request({ command: 'ledger', ledger_index: 'validated' });
  return Number(result.ledger_index);
}

/** Six enable calls, each `gapMs` after the one before; answers what each call answered. */
async function sixEnables(user: Wallet, gapMs: number) {
  const calls = [];
  for (let i = 0; i < 6; i++) {
    if (i > 0 && gapMs > 0) await sleep(gapMs);
    calls.push(enable(user));
  }
  return Promise.all(calls);
}

describe('turning the sniper on while other calls race', () => {
  for (const [name, gapMs] of [
    ['six calls at once', 0],
    ['six calls 150 ms apart (a double click and more)', 150],
  ] as const) {
    it(`${name}: the user is charged the 1 XRP activation exactly once`, async () => {
      const user = await newUser(h, true);
      const preSnipe = await fundPreSnipe(h, user, '40');
      const from = await validatedLedger();
      const treasuryBefore = await dropsOf(h, h.treasury.address);
      const answers = await sixEnables(user, gapMs);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toMatchObject({
          enabled: true,
          xrp_amount: '5',
          pre_snipe_classic_address: preSnipe,
        });
      }
      expect((await dropsOf(h, h.treasury.address)) - treasuryBefore).toBe(1_000_000n);
      expect((await spentSince(h, preSnipe, from, h.treasury.address)).paid).toBe(1_000_000n);
      const [settings] = await h.db.query<{ activation_tx_hash: string | null }>(
        'SELECT activation_tx_hash FROM sniper_settings WHERE owner = $1',
        [user.classicAddress],
      );
      expect(settings?.activation_tx_hash).toMatch(/^[0-9A-F]{64}$/);
      // And once more afterwards: already activated, nothing is paid.
      ok(await enable(user));
      expect((await dropsOf(h, h.treasury.address)) - treasuryBefore).toBe(1_000_000n);
    }, 120_000);
  }

  describe('a claim left running by a server that stopped mid-activation', () => {
    const key = (user: Wallet) => `pre_snipe_activation:${user.classicAddress}`;
    // Long before the app's clock: past the stale limit.
    const longAgo = () => new Date(Date.now() - 3_600_000);

    it('is settled from the relay record: nothing was relayed, so the next enable pays the 1 XRP once', async () => {
      const user = await newUser(h, true);
      await fundPreSnipe(h, user, '40');
      await h.db.query(
        `INSERT INTO action_claims (action_key, state, claimed_at) VALUES ($1, 'running', $2)`,
        [key(user), longAgo()],
      );
      const treasuryBefore = await dropsOf(h, h.treasury.address);
      ok(await enable(user));
      expect((await dropsOf(h, h.treasury.address)) - treasuryBefore).toBe(1_000_000n);
    }, 60_000);

    it('is settled from the relay record: the payment validated, so the next enable pays nothing more', async () => {
      const user = await newUser(h, true);
      await fundPreSnipe(h, user, '40');
      ok(await enable(user));
      const [paid] = await h.db.query<{ activation_tx_hash: string }>(
        'SELECT activation_tx_hash FROM sniper_settings WHERE owner = $1',
        [user.classicAddress],
      );
      // As a stop right after the payment leaves it: the claim running, the settings without the hash.
      await h.db.query(
        `UPDATE action_claims SET state = 'running', outcome = NULL, finished_at = NULL, claimed_at = $2
         WHERE action_key = $1`,
        [key(user), longAgo()],
      );
      await h.db.query(
        'UPDATE sniper_settings SET activation_tx_hash = NULL, activated_at = NULL, enabled = false WHERE owner = $1',
        [user.classicAddress],
      );
      const treasuryBefore = await dropsOf(h, h.treasury.address);
      expect(ok(await enable(user))).toMatchObject({ enabled: true });
      expect(await dropsOf(h, h.treasury.address)).toBe(treasuryBefore);
      const [after] = await h.db.query<{ activation_tx_hash: string }>(
        'SELECT activation_tx_hash FROM sniper_settings WHERE owner = $1',
        [user.classicAddress],
      );
      expect(after?.activation_tx_hash).toBe(paid?.activation_tx_hash);
    }, 60_000);
  });
});
