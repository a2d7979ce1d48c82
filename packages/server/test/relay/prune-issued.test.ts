/**
 * Unsigned answers nobody signed are not kept for ever (each holds ~2 KB of signing fields): on a real localnet,
 * an expired, never-relayed request is kept an hour past its expiry (a late post still hears it expired), then
 * the housekeeping job forgets it with its transactions; a relayed request, the record of what was submitted,
 * stays.
 */
import type { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_UNSIGNED_AFTER_EXPIRY_MS, IssuedStore } from '../../src/relay/issued-store.js';
import { RELAY_MESSAGES } from '../../src/relay/messages.js';
import { ISSUED_TTL_MS } from '../../src/trade/context.js';
import { type Harness, newFundedWallet, post, sign, startHarness } from '../trade/harness.js';

let h: Harness | undefined;
let token: string;
let alice: Wallet;
let bob: Wallet;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  const issuer = await newFundedWallet(h);
  [alice, bob] = [await newFundedWallet(h), await newFundedWallet(h)];
  token = `USD:${issuer.classicAddress}`;
}, 120_000);
afterAll(async () => h?.close());

async function trustlineTx(wallet: Wallet): Promise<Record<string, unknown>> {
  const response = await post(need(), 'set_trustline_unsigned', {
    classic_address: wallet.classicAddress,
    token_id: token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ tx_to_sign: Record<string, unknown> }>().tx_to_sign;
}

const postSigned = (wallet: Wallet, tx: unknown) =>
  post(need(), 'set_trustline_signed', { classic_address: wallet.classicAddress, tx_blob: sign(tx, wallet) });

async function kept(address: string): Promise<{ requests: number; txs: number }> {
  const [row] = await need().db.query<{ requests: number; txs: number }>(
    `SELECT (SELECT count(*)::int4 FROM issued_requests WHERE classic_address = $1) AS requests,
            (SELECT count(*)::int4 FROM issued_transactions t JOIN issued_requests r ON r.id = t.request_id
             WHERE r.classic_address = $1) AS txs`,
    [address],
  );
  return { requests: Number(row?.requests), txs: Number(row?.txs) };
}

describe('pruning what was issued for signing', () => {
  it('forgets a never-signed request an hour after it expired, and keeps what was relayed', async () => {
    const unsigned = await trustlineTx(alice);
    const relayed = await postSigned(bob, await trustlineTx(bob));
    expect(relayed.json()).toMatchObject({ engine_result: 'tesSUCCESS' });
    const store = new IssuedStore(need().db, need().clock);

    need().clock.advance(ISSUED_TTL_MS + 1000);
    expect(await store.pruneUnrelayed()).toBe(0);
    const late = await postSigned(alice, unsigned);
    expect(late.json()).toEqual({ detail: `${RELAY_MESSAGES.prefix}: ${RELAY_MESSAGES.expired}` });

    need().clock.advance(KEEP_UNSIGNED_AFTER_EXPIRY_MS);
    expect(await store.pruneUnrelayed()).toBe(1);
    expect(await kept(alice.classicAddress)).toEqual({ requests: 0, txs: 0 });
    expect(await kept(bob.classicAddress)).toEqual({ requests: 1, txs: 1 });
    const later = await postSigned(alice, unsigned);
    expect(later.json()).toEqual({ detail: `${RELAY_MESSAGES.prefix}: ${RELAY_MESSAGES.notIssued}` });
    expect(await store.pruneUnrelayed()).toBe(0);
  }, 120_000);
});
