/**
 * Hostile input never breaks the service: every route of the served OpenAPI document, sent wrong types,
 * huge and tiny numbers, long decimals, control characters, odd unicode, oversized values, missing and
 * extra fields and broken path encodings, with and without a verified session, answers 2xx or a 4xx with
 * a `detail` the user can read, never a 5xx, and never hangs. Runs against a real localnet over real HTTP.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { type Harness, newFundedWallet, startHarness } from '../trade/harness.js';
import { createMarket } from '../trade/pools.js';
import { proveWallet } from '../support/wallets.js';
import { type Operation, hostileRequests, operationsOf } from './hostile/openapi-requests.js';
import {
  NoAnswerError,
  type RawAnswer,
  type RawRequest,
  listenOnLoopback,
  sendRaw,
} from './hostile/raw-client.js';

/** Requests per route, with and without the session: each kind of hostile value comes up (HOSTILE_RUNS=200 hunts longer). */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 25);
/** Far longer than any answer takes; reaching it means the request hung. */
const ANSWER_WAIT_MS = 15_000;

let h: Harness | undefined;
let target: { host: string; port: number };
let cookie: string;
let fixtures: { wallet: string; otherWallet: string; tokenId: string };

beforeAll(async () => {
  h = await startHarness({ realGateway: true, env: { RATE_LIMIT_VERIFY_PER_IP: '1000000' } });
  if (!h) return;
  const market = await createMarket(h, 'HST', {
    xrpDrops: 1_000_000_000n,
    tokens: '1000000',
    tradingFee: 500,
  });
  const wallet = await newFundedWallet(h);
  const proof = await proveWallet(h.app, h.cookie, {
    address: wallet.classicAddress,
    publicKey: wallet.publicKey,
    privateKey: wallet.privateKey,
  });
  expect(proof.statusCode, proof.body).toBe(200);
  cookie = h.cookie;
  fixtures = {
    wallet: wallet.classicAddress,
    otherWallet: market.issuer.classicAddress,
    tokenId: market.tokenId,
  };
  target = await listenOnLoopback(h.app);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

/** What is wrong with an answer, if anything: a 5xx, or a 4xx without a readable detail. */
function faultOf(op: Operation, answer: RawAnswer): string | undefined {
  // The legacy credential check is a route the server says it does not offer (spec §6), whatever is sent.
  if (answer.status === 501 && op.deprecated) return undefined;
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} without JSON: ${answer.text.slice(0, 300)}`;
  }
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail !== 'string' || detail === '')
    return `answered ${answer.status} without a detail: ${answer.text.slice(0, 300)}`;
  if (SCHEMA_TEXT.test(detail)) return `answered ${answer.status} in schema words: ${detail.slice(0, 300)}`;
  return undefined;
}

/** A detail that names a schema path ("xrp_amount: …") or speaks the validator's words ("Too small: …"). */
const SCHEMA_TEXT =
  /^[a-z_]+(\.[a-z0-9_]+)*: |^(Too small|Too big|Invalid input|Invalid option|Unrecognized key|Invalid string|Invalid number)\b/;

async function answerOf(request: RawRequest): Promise<RawAnswer | string> {
  try {
    return await sendRaw(target, request, ANSWER_WAIT_MS);
  } catch (error) {
    if (error instanceof NoAnswerError) return error.message;
    return `the connection failed: ${String(error)}`;
  }
}

/** A POST as the web sends it, with the verified session of the proved wallet. */
async function post(path: string, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const answer = await sendRaw(
    target,
    {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    },
    ANSWER_WAIT_MS,
  );
  return { status: answer.status, body: JSON.parse(answer.text) as unknown };
}

describe('client mistakes that used to answer 500 are refused with a detail', () => {
  it('a limit order worth more than all XRP (over 10^17 drops) is a 400 naming the price', async (context) => {
    if (!h) return context.skip();
    const answer = await post('/api/trustless/create_limit_order_unsigned', {
      classic_address: fixtures.wallet,
      token_id: fixtures.tokenId,
      sell: false,
      token_amount: '1000',
      xrp_price_per_token: '100000000.000001',
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        detail: 'The order is worth more than all XRP in existence: lower the amount or the price',
        field: 'xrp_price_per_token',
      },
    });
  });

  it('a copy-trading limit of 32 digits is a 400, not a crash of the daily-limit check', async (context) => {
    if (!h) return context.skip();
    const answer = await post('/api/copytrade/follow', {
      classic_address: fixtures.wallet,
      leader_address: fixtures.otherWallet,
      max_xrp_per_trade: '12345678901234567890123456789012',
      max_xrp_per_day: '1',
      max_slippage_percent: 1,
      copy_sells: false,
      min_liquidity_xrp: '0',
    });
    expect(answer).toEqual({
      status: 400,
      body: { detail: 'XRP amount is larger than all XRP in existence', field: 'max_xrp_per_trade' },
    });
  });

  it('a NUL byte in an escrow pool purpose is a 400, never reaching the database', async (context) => {
    if (!h) return context.skip();
    const answer = await post('/api/escrow_pools', {
      classic_address: fixtures.wallet,
      target_xrp: '100',
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      purpose: 'Launch\u0000party',
    });
    expect(answer).toEqual({
      status: 400,
      body: { detail: 'Text cannot contain control characters', field: 'purpose' },
    });
  });

  it('a NUL byte in a launch name is a 400, never reaching the database', async (context) => {
    if (!h) return context.skip();
    const answer = await post('/api/launch', {
      classic_address: fixtures.wallet,
      // A fresh issuer, as the vault makes one: the launch would otherwise be stored.
      issuer_address: Wallet.generate().classicAddress,
      name: 'Horizon\u0000',
      ticker: 'HZN',
      supply: '1000000',
      initial_xrp_amount: '10',
      initial_token_amount: '1000',
      trading_fee: 500,
    });
    expect(answer).toEqual({
      status: 400,
      body: { detail: 'Text cannot contain control characters', field: 'name' },
    });
  });

  it('a pool deposit of more token digits than the ledger reads is a 400', async (context) => {
    if (!h) return context.skip();
    const answer = await post('/api/trustless/amm_deposit_unsigned', {
      classic_address: fixtures.wallet,
      token_id: fixtures.tokenId,
      deposit_type: 'DOUBLE',
      xrp_amount: '1',
      token_amount: `9999999999999999${'0'.repeat(63)}`,
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        detail: 'Token amount has more digits than the ledger reads: at most 19, zeros included',
        field: 'token_amount',
      },
    });
  });
});

describe('every route of the API, sent hostile input', () => {
  it('answers 2xx or a 4xx with a detail, never a 5xx, and never hangs', async (context) => {
    if (!h) return context.skip();
    const docAnswer = await sendRaw(target, { method: 'GET', path: '/api/openapi.json' }, ANSWER_WAIT_MS);
    expect(docAnswer.status).toBe(200);
    const doc = JSON.parse(docAnswer.text) as Record<string, unknown>;
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(80);
    const faults: string[] = [];
    for (const op of operations) {
      const requests = hostileRequests(doc, op, fixtures, [undefined, cookie]);
      let lastFault = '';
      try {
        await fc.assert(
          fc.asyncProperty(requests, async (request) => {
            const answer = await answerOf(request);
            const fault = typeof answer === 'string' ? answer : faultOf(op, answer);
            if (fault !== undefined) throw new Error((lastFault = fault));
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      } catch (error) {
        const counterexample = /Counterexample: (.*)/.exec((error as Error).message)?.[1] ?? String(error);
        faults.push(`${op.method} ${op.path} ${lastFault} <- ${counterexample.slice(0, 600)}`);
      }
    }
    expect(faults).toEqual([]);
  }, 600_000);
});
