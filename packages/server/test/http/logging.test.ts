import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/http/logger.js';
import {
  ALTCHA_KEY,
  LogCapture,
  SESSION_SECRET,
  type TestApp,
  solveAltcha,
  startTestApp,
} from '../support/test-app.js';
import { newWallet, postProof, requestChallenge, signChallenge } from '../support/wallets.js';

describe('the logger options', () => {
  it('replace secret fields with [redacted], at the top and one level down', () => {
    const capture = new LogCapture();
    const { stream: _stream, ...options } = loggerOptions({ level: 'info', stream: capture });
    const log = pino(options, capture);
    log.info(
      { seed: 'sEdSECRET', body: { mnemonic: 'abandon abandon', private_key: 'ED00', cf_token: 'tok' } },
      'x',
    );
    expect(JSON.parse(capture.lines[0] ?? '{}')).toMatchObject({
      seed: '[redacted]',
      body: { mnemonic: '[redacted]', private_key: '[redacted]', cf_token: '[redacted]' },
    });
  });
});

describe('what a busy session leaves in the logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'debug' } });
  }, 120_000);
  afterAll(() => t.close());

  it('holds requests and errors but no token, signature, key, seed or cookie', async () => {
    const token = await solveAltcha(t.app);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify_cf_token',
      payload: { cf_token: token },
    });
    const setCookie = String(verified.headers['set-cookie']);
    const cookie = setCookie.split(';')[0] ?? '';
    const wallet = newWallet();
    const challenge = await requestChallenge(t.app, cookie, wallet.address);
    const signature = signChallenge(challenge, wallet);
    await postProof(t.app, cookie, {
      classic_address: wallet.address,
      public_key: wallet.publicKey,
      signature,
    });
    await postProof(t.app, cookie, {
      classic_address: wallet.address,
      public_key: wallet.publicKey,
      signature,
    });
    const seed = 'sEdTM1uX8pu2do5XvTnutH6HsouMaM2';
    await t.app.inject({ method: 'GET', url: `/api/tokens/search?q=${seed}`, headers: { cookie } });
    await t.app.inject({
      method: 'POST',
      url: '/api/trustless/send_xrp_signed',
      headers: { cookie, authorization: 'Bearer abc' },
      payload: { classic_address: wallet.address, tx_blob: 'zz', seed, mnemonic: 'legal winner thank year' },
    });

    const logs = t.logs.text;
    expect(logs).toContain('"path":"/api/tokens/search"');
    expect(logs).toContain('"path":"/api/wallet_proof"');
    expect(logs).toContain('"detail":"tx_blob must be an even-length hex string","msg":"request refused"');
    for (const secret of [
      token,
      signature,
      wallet.privateKey,
      seed,
      'legal winner',
      cookie.split('=')[1] ?? 'missing',
      SESSION_SECRET,
      ALTCHA_KEY,
      'Bearer abc',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
