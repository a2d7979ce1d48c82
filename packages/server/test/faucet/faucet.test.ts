/**
 * The faucet in the wallet dashboard: offered on the embedded localnet only, behind the verification gate,
 * and it really funds the wallet on a real localnet.
 */
import { Client, Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteBinding } from '../../src/routes/contract-routes.js';
import { HttpError } from '../../src/http/http-error.js';
import { FAUCET_MESSAGES, faucetRoutes } from '../../src/faucet/index.js';
import { type Localnet, loadStartLocalnet, startTestLocalnet } from '../support/localnet.js';
import { type TestApp, startTestApp, verifySession } from '../support/test-app.js';

const WALLET = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const TESTNET = 'wss://s.altnet.rippletest.net:51233';

async function faucetFor(env: Record<string, string>) {
  const t = await startTestApp({ env });
  const cookie = await verifySession(t.app);
  const info = await t.app.inject({ method: 'GET', url: '/api/faucet' });
  const fund = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/faucet', headers, payload: { classic_address: WALLET } });
  return { t, cookie, info, fund };
}

describe('where the faucet is offered', () => {
  let apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  it('on the embedded localnet (XRPL_URL unset): 1,000 XRP a click, and only to a verified session', async () => {
    const { t, info, fund } = await faucetFor({});
    apps.push(t);
    expect(info.json()).toEqual({ available: true, xrp_amount: '1000' });
    const anonymous = await fund({});
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject({ requiresVerification: true });
  }, 30_000);

  it('nowhere else: a real network answers available: false and refuses to fund', async () => {
    const { t, cookie, info, fund } = await faucetFor({ XRPL_URL: TESTNET });
    apps.push(t);
    expect(info.json()).toEqual({ available: false, xrp_amount: null });
    const refused = await fund({ cookie });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: FAUCET_MESSAGES.unavailable });
    apps = apps.filter((a) => a !== t);
    await t.close();
  }, 30_000);
});

describe('funding on a real localnet', () => {
  let localnet: Localnet | undefined;
  let client: Client | undefined;

  beforeAll(async () => {
    const start = await loadStartLocalnet();
    if (!start) throw new Error('the localnet could not be loaded');
    localnet = await startTestLocalnet(start);
    client = new Client(localnet.url);
    await client.connect();
  }, 60_000);
  afterAll(async () => {
    await client?.disconnect();
    await localnet?.close();
  });

  const post = (binding: RouteBinding | undefined, address: string) =>
    binding?.handle({ body: { classic_address: address } } as never);

  it('sends 1,000 XRP to a brand-new wallet, which is then activated', async () => {
    const routes = faucetRoutes({ faucetUrl: localnet?.faucetUrl ?? '' });
    const wallet = Wallet.generate();
    const answer = (await post(routes[1], wallet.classicAddress)) as { tx_hash: string; xrp_amount: string };
    expect(answer).toMatchObject({ classic_address: wallet.classicAddress, xrp_amount: '1000' });
    const { result } = await (client as Client).request({
      command: 'account_info',
      account: wallet.classicAddress,
      ledger_index: 'validated',
    });
    expect(result.account_data.Balance).toBe('1000000000');
    const tx = await (client as Client).request({ command: 'tx', transaction: answer.tx_hash });
    expect(tx.result.validated).toBe(true);
  }, 30_000);

  it('answers 502 with a clear message when the localnet is not running', async () => {
    const routes = faucetRoutes({ faucetUrl: 'http://127.0.0.1:9/accounts' });
    const error = await Promise.resolve(post(routes[1], WALLET)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 502, detail: FAUCET_MESSAGES.failed });
  });
});
