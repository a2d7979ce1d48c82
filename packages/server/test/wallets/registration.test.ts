import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp, verifySession } from '../support/test-app.js';
import { type TestWallet, newWallet, proveWallet } from '../support/wallets.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  // Each referral code read proves its wallet first: two proof calls per wallet.
  t = await startTestApp({ env: { RATE_LIMIT_VERIFY_PER_IP: '1000' } });
  cookie = await verifySession(t.app);
}, 120_000);
afterAll(() => t.close());

async function register(wallet: TestWallet, referralCode?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/trustless/register_wallet_frontend',
    headers: { cookie },
    payload: {
      classic_address: wallet.address,
      ...(referralCode === undefined ? {} : { referral_code: referralCode }),
    },
  });
  expect(response.statusCode).toBe(200);
  const { referral_status: referral, ...body } = response.json();
  return { body, referral };
}

/** The wallet's own code and earnings, which it reads after proving control of it. */
async function referralCode(wallet: TestWallet) {
  expect((await proveWallet(t.app, cookie, wallet)).statusCode).toBe(200);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/trustless/get_referral_code',
    headers: { cookie },
    payload: { classic_address: wallet.address },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ referral_code: string; referred_wallets: number; earned_xrp: string }>();
}

async function referrerOf(wallet: TestWallet) {
  const [row] = await t.db.query<{ referred_by: string | null }>(
    'SELECT referred_by FROM wallets WHERE classic_address = $1',
    [wallet.address],
  );
  return row?.referred_by;
}

describe('registration and referral codes', () => {
  const referrer = newWallet();

  it('registers a wallet without a code and gives it a short, stable code', async () => {
    expect(await register(referrer)).toEqual({
      body: { classic_address: referrer.address, registered: true, has_referrer: false },
      referral: 'none',
    });
    const first = await referralCode(referrer);
    expect(first).toEqual({
      referral_code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
      referred_wallets: 0,
      earned_xrp: '0',
    });
    expect((await referralCode(referrer)).referral_code).toBe(first.referral_code);
    expect(await register(referrer)).toMatchObject({ body: { registered: true } });
    expect((await referralCode(referrer)).referral_code).toBe(first.referral_code);
  });

  it('gives every wallet its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await referralCode(newWallet())).referral_code);
    expect(codes.size).toBe(20);
  });

  it('registers but does not bind a referrer for a wallet not proven in this session', async () => {
    const wallet = newWallet();
    const { referral_code } = await referralCode(referrer);
    expect(await register(wallet, referral_code)).toEqual({
      body: { classic_address: wallet.address, registered: true, has_referrer: false },
      referral: 'wallet_proof_required',
    });
    expect(await referrerOf(wallet)).toBeNull();
  });

  it('binds the referrer once, for life, for a proven wallet (code in any case)', async () => {
    const wallet = newWallet();
    await proveWallet(t.app, cookie, wallet);
    const { referral_code } = await referralCode(referrer);
    expect(await register(wallet, referral_code.toLowerCase())).toEqual({
      body: { classic_address: wallet.address, registered: true, has_referrer: true },
      referral: 'bound',
    });
    expect(await referrerOf(wallet)).toBe(referrer.address);
    expect((await referralCode(referrer)).referred_wallets).toBe(1);

    const other = newWallet();
    const second = await register(wallet, (await referralCode(other)).referral_code);
    expect(second).toEqual({
      body: { classic_address: wallet.address, registered: true, has_referrer: true },
      referral: 'already_bound',
    });
    expect(await referrerOf(wallet)).toBe(referrer.address);
  });

  it('never binds a wallet to its own code', async () => {
    const wallet = newWallet();
    await proveWallet(t.app, cookie, wallet);
    const own = (await referralCode(wallet)).referral_code;
    expect(await register(wallet, own)).toMatchObject({
      body: { has_referrer: false },
      referral: 'self_referral',
    });
    expect(await referrerOf(wallet)).toBeNull();
  });

  it('says when a code belongs to no wallet, and treats an empty code as none', async () => {
    const wallet = newWallet();
    await proveWallet(t.app, cookie, wallet);
    expect(await register(wallet, 'NOSUCHCODE')).toMatchObject({
      body: { has_referrer: false },
      referral: 'unknown_code',
    });
    expect(await register(wallet, '')).toMatchObject({ referral: 'none' });
  });

  it('refuses a malformed referral code or address with a detail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trustless/register_wallet_frontend',
      headers: { cookie },
      payload: { classic_address: newWallet().address, referral_code: 'no spaces!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid referral code', field: 'referral_code' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/trustless/get_referral_code',
      headers: { cookie },
      payload: { classic_address: 'rNotAnAddress' },
    });
    expect(bad.json()).toEqual({ detail: 'Invalid wallet address', field: 'classic_address' });
  });
});
