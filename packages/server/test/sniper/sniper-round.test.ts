/**
 * The sniper on a real localnet: the 1 XRP activation, a round of three premium users whose order the revealed
 * seed reproduces and the ledger confirms, users skipped with their reason, a round resumed after a restart,
 * claims and withdrawals exact against the ledger, and no secret in logs or DB.
 */
import {
  SEND_ERRORS,
  SNIPER_MESSAGES,
  SNIPE_SKIP_REASONS,
  snipeCommitment,
  snipeOrder,
  splitTradeFee,
  type SnipeRound,
} from '@horizon/core';
import type { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterKeyBytes, openSeed } from '../../src/custody/index.js';
import { MASTER_KEY } from '../support/test-app.js';
import { type Launch, launchToken } from './launch-flow.js';
import {
  type SniperHarness,
  call,
  direct,
  fundPreSnipe,
  dropsOf,
  newUser,
  ok,
  spentSince,
  startSniperHarness,
  tokensOf,
} from './sniper-harness.js';

let h: SniperHarness;
beforeAll(async () => {
  h = await startSniperHarness();
}, 120_000);
afterAll(async () => h?.close());

describe('a sniper round', () => {
  const users: Wallet[] = [];
  const snipeAddresses: string[] = [];
  const amounts = ['10', '20', '5'];
  let launch: Launch;
  let late: Wallet;
  let lapsed: Wallet;

  it('charges 1 XRP once per wallet when the sniper is first turned on', async () => {
    for (const xrp of amounts) {
      const user = await newUser(h, true);
      const address = await fundPreSnipe(h, user, '40');
      const treasuryBefore = await dropsOf(h, h.treasury.address);
      const settings = ok(
        await call(h, 'update_pre_snipe', {
          classic_address: user.classicAddress,
          xrp_amount: xrp,
          enabled: true,
        }),
      );
      expect(settings).toMatchObject({ enabled: true, xrp_amount: xrp, pre_snipe_classic_address: address });
      expect((await dropsOf(h, h.treasury.address)) - treasuryBefore).toBe(1_000_000n);
      users.push(user);
      snipeAddresses.push(address);
    }
    const again = await dropsOf(h, h.treasury.address);
    ok(
      await call(h, 'update_pre_snipe', {
        classic_address: users[0]?.classicAddress,
        xrp_amount: '10',
        enabled: true,
      }),
    );
    expect(await dropsOf(h, h.treasury.address)).toBe(again);
    // Enabled and activated, then asking more than the wallet holds: skipped as unfunded.
    late = await newUser(h, true);
    await fundPreSnipe(h, late, '15');
    ok(
      await call(h, 'update_pre_snipe', {
        classic_address: late.classicAddress,
        xrp_amount: '10',
        enabled: true,
      }),
    );
    ok(
      await call(h, 'update_pre_snipe', {
        classic_address: late.classicAddress,
        xrp_amount: '900',
        enabled: true,
      }),
    );
    // Enabled while premium, premium since lapsed (written as the route left it, without the payment).
    lapsed = await newUser(h, false);
    const lapsedAddress = await fundPreSnipe(h, lapsed, '40');
    await h.db.query(
      `INSERT INTO sniper_settings (owner, pre_snipe_address, enabled, xrp_drops, updated_at) VALUES ($1, $2, true, 5000000, now())`,
      [lapsed.classicAddress, lapsedAddress],
    );
  }, 120_000);

  it('commits to a seed before the pool exists and reveals it after, reproducing the order', async () => {
    launch = await launchToken(h, 'SNP');
    const url = `/api/tokens/${launch.tokenId}/snipe-round`;
    const before = ok<{ state: string; seed: string | null; commitment: string; participants: unknown[] }>(
      await h.app.inject({ method: 'GET', url }),
    );
    expect(before).toMatchObject({ state: 'committed', seed: null, participants: [] });
    // A token that was not launched here has no round: the answer is null, not an error.
    const other = `${launch.tokenId.split(':')[0]}:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh`;
    const none = await h.app.inject({ method: 'GET', url: `/api/tokens/${other}/snipe-round` });
    expect([none.statusCode, none.json()]).toEqual([200, null]);
    const xrpBefore = await Promise.all(snipeAddresses.map((a) => dropsOf(h, a)));
    const sinceLedger = (await h.client.request({ command: 'ledger', ledger_index: 'validated' })).result
      .ledger_index;
    await launch.openPool();
    await h.sniper.jobs?.['resume_rounds']?.();
    const report = ok<SnipeRound & { seed: string }>(await h.app.inject({ method: 'GET', url }));
    expect(report.state).toBe('revealed');
    expect(report.commitment).toBe(before.commitment);
    expect(snipeCommitment(report.seed)).toBe(report.commitment);
    const bought = report.participants.filter((p) => p.position !== null);
    const expected = snipeOrder(report.seed, snipeAddresses);
    expect(bought.map((p) => [p.position, p.pre_snipe_address, p.order_hash, p.status])).toEqual(
      expected.map((e, i) => [i + 1, e.address, e.orderHash, 'bought']),
    );
    const skipped = report.participants.filter((p) => p.position === null);
    expect(skipped.map((p) => [p.status, p.skip_reason]).sort()).toEqual(
      [
        ['skipped', SNIPE_SKIP_REASONS.not_premium],
        ['skipped', SNIPE_SKIP_REASONS.unfunded],
      ].sort(),
    );
    // The ledger's own order (ledger index, then index within it) is the drawn order.
    const placed = [];
    for (const p of bought) {
      const { result } = await h.client.request({ command: 'tx', transaction: p.tx_hash as string });
      const meta = result.meta as { TransactionIndex: number; TransactionResult: string };
      expect(meta.TransactionResult).toBe('tesSUCCESS');
      expect([result.ledger_index, meta.TransactionIndex]).toEqual([p.ledger_index, p.transaction_index]);
      placed.push([result.ledger_index as number, meta.TransactionIndex] as const);
    }
    const sorted = [...placed].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(placed).toEqual(sorted);
    expect(new Set(placed.map((p) => p[0])).size).toBe(placed.length);
    // Exact against the ledger: each pre-snipe wallet holds what its snipe recorded.
    for (const p of bought)
      expect(await tokensOf(h, p.pre_snipe_address, launch.tokenId)).toBe(p.token_amount);
    // And in XRP: the snipe amount, the treasury's share of a launched token's 1% fee, the transaction fees.
    for (const [i, address] of snipeAddresses.entries()) {
      const drops = BigInt(amounts[i] as string) * 1_000_000n;
      const split = splitTradeFee({
        kind: 'buy',
        valueDrops: drops,
        category: 'launched',
        hasReferrer: false,
        hasDeveloper: true,
      });
      const spent = await spentSince(h, address, sinceLedger + 1, h.treasury.address);
      expect(spent.paid).toBe(split.treasury);
      expect((xrpBefore[i] as bigint) - (await dropsOf(h, address))).toBe(
        drops + split.treasury + spent.fees,
      );
    }
  }, 240_000);

  it('finishes a round left unfinished by a restart without buying twice', async () => {
    const [first] = await h.db.query<{ owner: string; tx_hash: string; token_amount: string }>(
      `SELECT owner, tx_hash, token_amount::text AS token_amount FROM sniper_snipes
       WHERE token_id = $1 AND position = 1`,
      [launch.tokenId],
    );
    const address = snipeAddresses[users.findIndex((u) => u.classicAddress === first?.owner)] as string;
    const sequence = async () =>
      (await h.client.request({ command: 'account_info', account: address, ledger_index: 'current' })).result
        .account_data.Sequence;
    const before = await sequence();
    // As a restart leaves it: the round running, its first buy relayed but not yet recorded.
    await h.db.query(`UPDATE sniper_rounds SET state = 'running', revealed_at = NULL WHERE token_id = $1`, [
      launch.tokenId,
    ]);
    await h.db.query(
      `UPDATE sniper_snipes SET status = 'buying', tx_hash = NULL, token_amount = NULL WHERE token_id = $1 AND position = 1`,
      [launch.tokenId],
    );
    expect(await h.sniper.jobs?.['resume_rounds']?.()).toBe(1);
    const [after] = await h.db.query<{ status: string; tx_hash: string; token_amount: string }>(
      `SELECT status, tx_hash, token_amount::text AS token_amount FROM sniper_snipes
       WHERE token_id = $1 AND position = 1`,
      [launch.tokenId],
    );
    expect(after).toEqual({ status: 'bought', tx_hash: first?.tx_hash, token_amount: first?.token_amount });
    expect(await sequence()).toBe(before);
    const [round] = await h.db.query<{ state: string }>(
      'SELECT state FROM sniper_rounds WHERE token_id = $1',
      [launch.tokenId],
    );
    expect(round?.state).toBe('revealed');
  }, 60_000);

  it('lists, claims and withdraws the sniped tokens exactly', async () => {
    const [first, second] = users as [Wallet, Wallet];
    const listed = ok<{
      pre_sniped_tokens: { token_id: string; token_amount: string; xrp_spent: string; claimed: boolean }[];
    }>(await call(h, 'get_pre_sniped_tokens', { classic_address: first.classicAddress })).pre_sniped_tokens;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ token_id: launch.tokenId, xrp_spent: '10', claimed: false });
    const held = listed[0]?.token_amount as string;
    expect(await tokensOf(h, snipeAddresses[0] as string, launch.tokenId)).toBe(held);
    const distributor = { classic_address: first.classicAddress, token_id: launch.tokenId };
    expect(ok(await call(h, 'get_pre_snipe_distributor_classic_address', distributor))).toEqual({
      classic_address: snipeAddresses[0],
      remaining_users: 3,
    });
    const noLine = await call(h, 'claim_pre_snipe', {
      classic_address: first.classicAddress,
      token_id: launch.tokenId,
    });
    expect(noLine.statusCode).toBe(400);
    expect(noLine.json()).toEqual({ detail: SEND_ERRORS.destinationNeedsTrustline });
    const [currency, issuer] = launch.tokenId.split(':');
    for (const user of [first, second]) {
      const line = { TransactionType: 'TrustSet', LimitAmount: { currency, issuer, value: '1000000000' } };
      expect(await direct(h, user, line)).toBe('tesSUCCESS');
    }
    const claimed = ok<{ token_amount: string; engine_result: string }>(
      await call(h, 'claim_pre_snipe', { classic_address: first.classicAddress, token_id: launch.tokenId }),
    );
    expect(claimed).toMatchObject({ token_amount: held, engine_result: 'tesSUCCESS' });
    expect(await tokensOf(h, first.classicAddress, launch.tokenId)).toBe(held);
    expect(await tokensOf(h, snipeAddresses[0] as string, launch.tokenId)).toBe('0');
    const twice = await call(h, 'claim_pre_snipe', {
      classic_address: first.classicAddress,
      token_id: launch.tokenId,
    });
    expect(twice.json()).toEqual({ detail: SNIPER_MESSAGES.nothingToClaim });
    const secondHeld = await tokensOf(h, snipeAddresses[1] as string, launch.tokenId);
    const withdrawn = ok<{ token_amount: string }>(
      await call(h, 'withdraw_tokens_from_pre_snipe', {
        classic_address: second.classicAddress,
        token_id: launch.tokenId,
      }),
    );
    expect(withdrawn.token_amount).toBe(secondHeld);
    expect(await tokensOf(h, second.classicAddress, launch.tokenId)).toBe(secondHeld);
    expect(ok(await call(h, 'get_pre_snipe_distributor_classic_address', distributor))).toMatchObject({
      remaining_users: 1,
    });
  }, 120_000);

  it('withdraws XRP to the user, never below the reserve', async () => {
    const user = users[2] as Wallet;
    const address = snipeAddresses[2] as string;
    const before = await dropsOf(h, user.classicAddress);
    const answer = ok<{ xrp_amount: string; engine_result: string }>(
      await call(h, 'withdraw_xrp_from_pre_snipe_wallet', {
        classic_address: user.classicAddress,
        xrp_amount: '3',
      }),
    );
    expect(answer).toMatchObject({ xrp_amount: '3', engine_result: 'tesSUCCESS' });
    expect((await dropsOf(h, user.classicAddress)) - before).toBe(3_000_000n);
    const left = await dropsOf(h, address);
    const tooMuch = await call(h, 'withdraw_xrp_from_pre_snipe_wallet', {
      classic_address: user.classicAddress,
      xrp_amount: (left / 1_000_000n).toString(),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ detail: string }>().detail).toMatch(
      /^The pre-snipe wallet can send at most [\d.]+ XRP/,
    );
    expect(await dropsOf(h, address)).toBe(left);
  }, 60_000);
});

describe('secrets', () => {
  it('neither the master key nor any hot-wallet seed is in the logs or in any text column of the database', async () => {
    const key = masterKeyBytes(MASTER_KEY);
    const rows = await h.db.query<{ address: string; sealed_seed: string; iv: string; auth_tag: string }>(
      'SELECT address, sealed_seed, iv, auth_tag FROM hot_wallets',
    );
    expect(rows).toHaveLength(5);
    const secrets = [
      MASTER_KEY,
      ...rows.map((r) =>
        openSeed({ sealedSeed: r.sealed_seed, iv: r.iv, authTag: r.auth_tag }, r.address, key),
      ),
    ];
    const columns = await h.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    for (const { table_name, column_name } of columns) {
      const values = await h.db.query<{ v: string | null }>(
        `SELECT "${column_name}"::text AS v FROM "${table_name}"`,
      );
      const text = values.map((v) => v.v ?? '').join('\n');
      for (const secret of secrets) expect(text.includes(secret), `${table_name}.${column_name}`).toBe(false);
    }
    expect(h.logs.lines.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(h.logs.text.includes(secret)).toBe(false);
  }, 60_000);
});
