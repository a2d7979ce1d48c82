/**
 * The demo world against a real localnet and a real server (PGlite, indexer) in this process: a small plan
 * is seeded through the API, its tokens exist on the ledger with AMM pools and black-holed issuers, the
 * market lists them with icons and links, a bot trade validates, and a second start seeds nothing again.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HorizonApi } from '../src/api.js';
import { type RunningDemo, runDemo } from '../src/demo.js';
import { deriveWallet, loadOrCreateDemoSecret } from '../src/keys.js';
import { seededUniform } from '../src/random.js';
import { demoServerEnv, issuerName, tokenId } from '../src/tokens.js';
import { DEMO_TOKENS, type TokenPlan } from '../src/world-plan.js';

// Loaded at run time: the demo package itself may use only core and protocol (DESIGN.md).
const LEDGER = ['@horizon', 'ledger'].join('/');
const SERVER = ['@horizon', 'server'].join('/');

interface Localnet {
  url: string;
  faucetUrl: string;
  close(): Promise<void>;
}
interface Closable {
  close(): Promise<unknown>;
}

const small = (ticker: string, creator?: string): TokenPlan => {
  const plan = DEMO_TOKENS.find((t) => t.ticker === ticker) as TokenPlan;
  return { ...plan, creator: creator ?? plan.creator, historyTrades: 1 };
};
const PLAN = [small('USD'), small('HRZ'), small('ARMY'), small('ORCA', 'creator:1')];

let localnet: Localnet;
let client: Client;
let app: Closable & { listen(o: object): Promise<string> };
let services: Closable;
let dataDir: string;
let master: Buffer;
let serverUrl: string;
const lines: string[] = [];

beforeAll(async () => {
  const { startLocalnet } = (await import(/* @vite-ignore */ LEDGER)) as {
    startLocalnet(o: object): Promise<Localnet>;
  };
  localnet = await startLocalnet({ wsPort: 0, rpcPort: 0, closeIntervalMs: 100 });
  client = new Client(localnet.url);
  await client.connect();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-demo-'));
  master = await loadOrCreateDemoSecret(dataDir);
  const server = (await import(/* @vite-ignore */ SERVER)) as {
    loadConfig(env: Record<string, string>): object;
    openServices(config: object): Promise<Closable & { startIndexer(log: object): Promise<void> }>;
    buildApp(deps: object): Promise<Closable & { listen(o: object): Promise<string>; log: object }>;
  };
  const config = server.loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web'),
    XRPL_URL: localnet.url,
    ALTCHA_MAX_NUMBER: '2000',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '100000',
    ...demoServerEnv(master, PLAN),
  });
  const opened = await server.openServices(config);
  services = opened;
  const built = await server.buildApp(opened);
  app = built;
  serverUrl = await built.listen({ host: '127.0.0.1', port: 0 });
  await opened.startIndexer(built.log);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await services?.close();
  await client?.disconnect();
  await localnet?.close();
});

const startDemo = () =>
  runDemo({
    dataDir,
    serverUrl,
    faucetUrl: localnet.faucetUrl,
    pace: 0,
    tokens: PLAN,
    botCount: 2,
    uniform: seededUniform(3),
    log: (line) => lines.push(line),
  });

describe('the demo world on an empty data dir', () => {
  let demo: RunningDemo;

  it('launches every planned token through the launch flow, each with its AMM pool', async () => {
    demo = await startDemo();
    expect(lines.filter((l) => l.startsWith('launched ')).length).toBe(PLAN.length);
    for (const plan of PLAN) {
      const issuer = deriveWallet(master, issuerName(plan.ticker)).classicAddress;
      const [currency] = tokenId(master, plan).split(':');
      const { result } = await client.request({
        command: 'amm_info',
        asset: { currency: 'XRP' },
        asset2: { currency: currency as string, issuer },
      });
      expect(result.amm.amount).not.toBe('0');
      const account = await client.request({
        command: 'account_info',
        account: issuer,
        ledger_index: 'validated',
      });
      expect(account.result.account_data.RegularKey).toBe('rrrrrrrrrrrrrrrrrrrrBZbvji');
    }
  }, 60_000);

  it('lists the tokens with icons, descriptions and links, and the USD pool sets the XRP rate', async () => {
    const army = await (
      await fetch(new URL(`/api/tokens/${tokenId(master, { ticker: 'ARMY' })}`, serverUrl))
    ).json();
    expect(army).toMatchObject({
      token_name: 'Horizon Army',
      ticker: 'ARMY',
      token_icon_url: '/demo-icons/army.svg',
      token_url_link: 'https://horizonarmy.example',
      launched_on: 'horizon',
    });
    const rate = (await (await fetch(new URL('/api/rate/xrp-usd', serverUrl))).json()) as {
      source: string;
      xrp_usd: string;
    };
    expect(rate.source).toContain(tokenId(master, { ticker: 'USD' }).split(':')[1]);
    // 250,000 USD against 100,000 XRP: about 2.5 USD per XRP, moved a little by the launch-day trades.
    expect(rate.xrp_usd).toMatch(/^2\.[45]\d*$/);
  }, 30_000);

  it('lets a bot trade through the API, validated on the ledger', async () => {
    const done = await demo.runner.act(demo.bots[0] as never);
    expect(done?.result.engineResult).toBe('tesSUCCESS');
    const tx = await client.request({ command: 'tx', transaction: done?.result.txHash as string });
    expect(tx.result.validated).toBe(true);
  }, 30_000);

  it('solves the verification gate like a browser when a gated call asks for it', async () => {
    const api = new HorizonApi(serverUrl);
    const creator = deriveWallet(master, 'creator:1').classicAddress;
    const answer = await api.post('POST /api/trustless/register_wallet_frontend', {
      classic_address: creator,
    });
    expect(answer).toBeDefined();
    const status = await api.call('GET /api/verify_status');
    expect(status.verified).toBe(true);
  }, 30_000);

  it('resumes on a second start without launching or funding anything again', async () => {
    await demo.stop();
    lines.length = 0;
    const again = await startDemo();
    await again.stop();
    expect(lines[0]).toBe('resuming the demo market');
    expect(lines.filter((l) => l.startsWith('launched ') || l.startsWith('funded '))).toEqual([]);
  }, 30_000);
});
