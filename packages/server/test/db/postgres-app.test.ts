import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrations.js';
import { openTestPostgres, postgresReachable, reportPostgresSkipped } from '../support/databases.js';
import { type TestApp, solveAltcha, startTestApp, verifySession } from '../support/test-app.js';
import { newWallet, proveWallet } from '../support/wallets.js';

const pgAvailable = await postgresReachable();
reportPostgresSkipped('db/postgres-app', pgAvailable);

describe.skipIf(!pgAvailable)('the gate, wallet proofs and referrals on PostgreSQL', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const pg = await openTestPostgres();
    drop = pg.drop;
    await migrate(pg.db);
    t = await startTestApp({ db: pg.db });
  });
  afterAll(async () => {
    await t.app.close();
    await drop();
  });

  it('accepts an ALTCHA solution once', async () => {
    const token = await solveAltcha(t.app);
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/verify_cf_token', payload: { cf_token: token } });
    expect((await post()).json()).toEqual({ success: true });
    expect((await post()).json()).toEqual({
      success: false,
      detail: 'Verification token expired or already used.',
    });
  });

  it('binds a proven wallet to its referrer once, and a later session must prove the wallet again', async () => {
    const cookie = await verifySession(t.app);
    const [referrer, wallet] = [newWallet(), newWallet()];
    expect((await proveWallet(t.app, cookie, referrer)).statusCode).toBe(200);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/trustless/get_referral_code',
      headers: { cookie },
      payload: { classic_address: referrer.address },
    });
    expect((await proveWallet(t.app, cookie, wallet)).statusCode).toBe(200);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/trustless/register_wallet_frontend',
      headers: { cookie },
      payload: { classic_address: wallet.address, referral_code: code.json().referral_code },
    });
    expect(register.json()).toEqual({
      classic_address: wallet.address,
      registered: true,
      has_referrer: true,
      referral_status: 'bound',
    });

    t.clock.advance(86_400_000);
    const fresh = await verifySession(t.app);
    const body = { classic_address: wallet.address, xrp_amount: '1', enabled: true };
    const preSnipe = await t.app.inject({
      method: 'POST',
      url: '/api/trustless/update_pre_snipe',
      headers: { cookie: fresh },
      payload: body,
    });
    expect(preSnipe.statusCode).toBe(403);
    expect(preSnipe.json().requiresWalletProof).toBe(true);
  });
});
