import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from '../../src/config/config.js';

const ISSUER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, '/srv/horizon');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('has safe defaults: port 8080, PGlite under ./data, ALTCHA, the local ledger, no Redis', () => {
    const config = loadConfig({}, '/srv/horizon');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: '/srv/horizon/data',
      databaseUrl: undefined,
      redisUrl: undefined,
      xrplUrl: 'ws://127.0.0.1:6006',
      publicXrplUrl: 'ws://127.0.0.1:6006',
      botCheck: { kind: 'altcha', hmacKey: undefined, maxNumber: 100_000 },
      sessionTtlSeconds: 86_400,
      trustProxy: 0,
      allowedOrigins: [],
      treasuryAddress: undefined,
      platformToken: undefined,
    });
    expect(path.basename(path.dirname(config.webDir))).toBe('web');
  });

  it('reads every documented variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        DATA_DIR: '/var/lib/horizon',
        DATABASE_URL: 'postgres://app:pw@db:5432/horizon',
        REDIS_URL: 'redis://cache:6379',
        BOT_CHECK: 'turnstile',
        TURNSTILE_SITE_KEY: 'site',
        TURNSTILE_SECRET_KEY: 'secret',
        XRPL_URL: 'wss://s.altnet.rippletest.net:51233',
        PUBLIC_XRPL_URL: 'wss://ledger.example.com',
        TREASURY_ADDRESS: ISSUER,
        PLATFORM_TOKEN: `ARMY:${ISSUER}`,
        COMMUNITY_TOKEN: `USD:${ISSUER}`,
        USD_TOKEN: `5553444300000000000000000000000000000000:${ISSUER}`,
        ALLOWED_ORIGINS: 'http://localhost:5173, https://app.example.com',
      },
      '/',
    );
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/horizon',
      databaseUrl: 'postgres://app:pw@db:5432/horizon',
      redisUrl: 'redis://cache:6379',
      botCheck: { kind: 'turnstile', siteKey: 'site', secretKey: 'secret' },
      xrplUrl: 'wss://s.altnet.rippletest.net:51233',
      publicXrplUrl: 'wss://ledger.example.com',
      treasuryAddress: ISSUER,
      platformToken: { currency: '41524D5900000000000000000000000000000000', issuer: ISSUER },
      communityToken: { id: `USD:${ISSUER}` },
      allowedOrigins: ['http://localhost:5173', 'https://app.example.com'],
    });
  });

  it("finds npm start's localnet on the ports LOCALNET_WS_PORT and LOCALNET_RPC_PORT name, and its faucet", () => {
    expect(loadConfig({ LOCALNET_WS_PORT: '16006', LOCALNET_RPC_PORT: '15005' }, '/')).toMatchObject({
      xrplUrl: 'ws://127.0.0.1:16006',
      publicXrplUrl: 'ws://127.0.0.1:16006',
      faucetUrl: 'http://127.0.0.1:15005/accounts',
    });
    expect(loadConfig({}, '/').faucetUrl).toBe('http://127.0.0.1:5005/accounts');
    const testnet = { XRPL_URL: 'wss://s.altnet.rippletest.net:51233', LOCALNET_RPC_PORT: '15005' };
    expect(loadConfig(testnet, '/').faucetUrl).toBeNull();
    expect(problemsOf({ LOCALNET_WS_PORT: '0' })).toEqual([
      'LOCALNET_WS_PORT must be a whole number from 1 to 65535 (got "0")',
    ]);
  });

  it('names every bad variable at once, without echoing secrets', () => {
    expect(
      problemsOf({
        PORT: '80a',
        DATABASE_URL: 'mysql://root:hunter2@db/x',
        BOT_CHECK: 'recaptcha',
        TREASURY_ADDRESS: 'rNope',
        PLATFORM_TOKEN: 'ARMY',
        SESSION_SECRET: 'short-secret',
        ALLOWED_ORIGINS: 'https://ok.example, https://bad.example/path',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "80a")',
      'DATABASE_URL must be a postgres/postgresql URL (got "mysql://root:***@db/x")',
      'BOT_CHECK must be one of altcha, turnstile (got "recaptcha")',
      'SESSION_SECRET must be at least 32 characters (got "(hidden)")',
      'ALLOWED_ORIGINS must be comma-separated origins like https://app.example.com (got "https://bad.example/path")',
      'TREASURY_ADDRESS must be a classic XRPL address (r…) (got "rNope")',
      'PLATFORM_TOKEN must be a token id CURRENCY:ISSUER (got "ARMY")',
    ]);
  });

  it('reads TRUST_PROXY as a number of proxies: true-like is one, false-like or unset none', () => {
    const hops = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, '/').trustProxy;
    expect([hops(), hops('true'), hops('on'), hops('1'), hops('2'), hops('false'), hops('0')]).toEqual([
      0, 1, 1, 1, 2, 0, 0,
    ]);
    expect(problemsOf({ TRUST_PROXY: 'loopback' })).toEqual([
      'TRUST_PROXY must be true, false or a number of proxies up to 10 (got "loopback")',
    ]);
  });

  it('needs both Turnstile keys when Turnstile is chosen', () => {
    expect(problemsOf({ BOT_CHECK: 'turnstile', TURNSTILE_SITE_KEY: 'site' })).toEqual([
      'TURNSTILE_SECRET_KEY is required when BOT_CHECK=turnstile',
    ]);
  });

  it('describes itself for the start-up log without passwords or keys', () => {
    const text = JSON.stringify(
      describeConfig(
        loadConfig({
          DATABASE_URL: 'postgres://app:hunter2@db/horizon',
          REDIS_URL: 'redis://:hunter3@cache:6379',
          SESSION_SECRET: 'x'.repeat(40),
          ALTCHA_HMAC_KEY: 'y'.repeat(40),
        }),
      ),
    );
    expect(text).toContain('postgres://app:***@db/horizon');
    for (const secret of ['hunter2', 'hunter3', 'x'.repeat(40), 'y'.repeat(40)])
      expect(text).not.toContain(secret);
  });
});
