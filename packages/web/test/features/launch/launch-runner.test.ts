/**
 * A launch in memory: the server's steps (snake_case, one ready at a time) are checked against the terms,
 * signed by the right key (creator or issuer), posted, and resumed after a failed step.
 */
import type { LaunchProgress, LaunchStep, LaunchStepName, LaunchTerms } from '@horizon/core';
import { LAUNCH_STEPS } from '@horizon/core';
import { deriveKeypair, deriveAddress } from 'ripple-keypairs';
import { describe, expect, it } from 'vitest';
import { loadCodec } from '../../../src/trade-flow/codec.js';
import * as keys from '../../../src/vault/keys/index.js';
import { createSigner } from '../../../src/vault/signer.js';
import { type LaunchDeps, runLaunch } from '../../../src/features/launch/launch-runner.js';

const creatorPair = deriveKeypair('sEdSPx8CLbFUna3DJdvJ74aQPLdemqu');
const issuerPair = deriveKeypair('sEdTM1uX8pu2do5XvTnutH6HsouMaM2');
const CREATOR = deriveAddress(creatorPair.publicKey);
const ISSUER = deriveAddress(issuerPair.publicKey);
const CURRENCY = '4D4F4F4E00000000000000000000000000000000';
const TERMS: LaunchTerms = {
  creator: CREATOR,
  issuer: ISSUER,
  currency: CURRENCY,
  supply: '1000000',
  initialXrp: '50',
  initialTokens: '400000',
  tradingFeeUnits: 500,
};
const token = (value: string) => ({ currency: CURRENCY, issuer: ISSUER, value });

function draft(step: LaunchStepName): Record<string, unknown> {
  const base = { fee: '12', sequence: 5, last_ledger_sequence: 100 };
  const creator = { ...base, account: CREATOR };
  const issuer = { ...base, account: ISSUER };
  switch (step) {
    case 'fund_issuer':
      return { ...creator, transaction_type: 'Payment', destination: ISSUER, amount: '1100000' };
    case 'configure_issuer':
      return { ...issuer, transaction_type: 'AccountSet', set_flag: 8 };
    case 'creator_trustline':
      return { ...creator, transaction_type: 'TrustSet', limit_amount: token('1000000'), flags: 0x20000 };
    case 'issue_supply':
      return { ...issuer, transaction_type: 'Payment', destination: CREATOR, amount: token('1000000') };
    case 'set_blackhole_key':
      return { ...issuer, transaction_type: 'SetRegularKey', regular_key: 'rrrrrrrrrrrrrrrrrrrrBZbvji' };
    case 'disable_master_key':
      return { ...issuer, transaction_type: 'AccountSet', set_flag: 4 };
    case 'create_pool':
      return {
        ...creator,
        transaction_type: 'AMMCreate',
        amount: '50000000',
        amount2: token('400000'),
        trading_fee: 500,
      };
  }
}

/** A server that readies the steps in order; `failOnce` fails that step's first submission. */
function fakeServer(
  overrides: Partial<Record<LaunchStepName, Record<string, unknown>>> = {},
  failOnce?: LaunchStepName,
) {
  const status = new Map<LaunchStepName, LaunchStep['status']>(LAUNCH_STEPS.map((s) => [s, 'pending']));
  const signedBy: string[] = [];
  let failed = false;
  const view = (): LaunchProgress => {
    const next = LAUNCH_STEPS.find((s) => status.get(s) !== 'validated') ?? null;
    return {
      launch_id: '00000000-0000-4000-8000-000000000000',
      token_id: `${CURRENCY}:${ISSUER}`,
      status: next === null ? 'completed' : 'in_progress',
      next_step: next,
      error: failed && next === failOnce ? 'Step failed once' : null,
      steps: LAUNCH_STEPS.map((s) => ({
        step: s,
        signer: draft(s)['account'] as string,
        status: s === next && status.get(s) === 'pending' ? 'ready' : (status.get(s) ?? 'pending'),
        tx_to_sign: s === next ? ((overrides[s] ?? draft(s)) as never) : null,
        tx_hash: null,
        engine_result: null,
      })),
    };
  };
  const deps: LaunchDeps = {
    progress: async () => view(),
    submit: async (_id, step, blob) => {
      signedBy.push(`${step}:${(await loadCodec()).decode(blob)['Account']}`);
      if (step === failOnce && !failed) {
        failed = true;
        status.set(step, 'failed');
      } else status.set(step, 'validated');
      return view();
    },
    withSigner: async (address, fn) => {
      const pair = address === ISSUER ? issuerPair : creatorPair;
      const { signer, revoke } = createSigner(
        keys,
        { address, publicKey: pair.publicKey, algorithm: 'ed25519' },
        pair.privateKey,
      );
      try {
        return await fn(signer);
      } finally {
        revoke();
      }
    },
    codec: loadCodec,
    onProgress: () => undefined,
    sleep: async () => undefined,
  };
  return { deps, signedBy };
}

describe('a launch', () => {
  it('signs the seven steps in order, each by its signer', async () => {
    const { deps, signedBy } = fakeServer();
    const done = await runLaunch('id', TERMS, deps);
    expect(done.status).toBe('completed');
    expect(signedBy).toEqual([
      `fund_issuer:${CREATOR}`,
      `configure_issuer:${ISSUER}`,
      `creator_trustline:${CREATOR}`,
      `issue_supply:${ISSUER}`,
      `set_blackhole_key:${ISSUER}`,
      `disable_master_key:${ISSUER}`,
      `create_pool:${CREATOR}`,
    ]);
  });

  it('stops at a failed step with its message, and resumes from it', async () => {
    const { deps, signedBy } = fakeServer({}, 'issue_supply');
    await expect(runLaunch('id', TERMS, deps)).rejects.toThrow('Step failed once');
    expect(signedBy).toHaveLength(4);
    const done = await runLaunch('id', TERMS, deps);
    expect(done.status).toBe('completed');
    expect(signedBy.filter((s) => s.startsWith('issue_supply'))).toHaveLength(2);
    expect(signedBy.filter((s) => s.startsWith('fund_issuer'))).toHaveLength(1);
  });

  const refusals: [LaunchStepName, Record<string, unknown>, string][] = [
    ['fund_issuer', { ...draft('fund_issuer'), amount: '500000000' }, 'issuer funding'],
    [
      'issue_supply',
      { ...draft('issue_supply'), destination: 'rKkznkpLz382kkhgwqiGWjvAbgGRvknrF6' },
      'supply destination',
    ],
    ['issue_supply', { ...draft('issue_supply'), amount: token('2000000') }, 'supply'],
    ['set_blackhole_key', { ...draft('set_blackhole_key'), regular_key: CREATOR }, 'regular key'],
    ['create_pool', { ...draft('create_pool'), amount: '60000000' }, 'pool XRP'],
    ['create_pool', { ...draft('create_pool'), trading_fee: 1000 }, 'pool fee'],
    ['configure_issuer', { ...draft('configure_issuer'), set_flag: 4 }, 'configure_issuer'],
    ['creator_trustline', { ...draft('creator_trustline'), limit_amount: token('999') }, 'trustline limit'],
    ['creator_trustline', { ...draft('creator_trustline'), flags: 0x00100000 }, 'creator_trustline flags'],
  ];
  it.each(refusals)('refuses to sign %s differing from the launch (%#)', async (step, tx, message) => {
    const { deps, signedBy } = fakeServer({ [step]: tx });
    await expect(runLaunch('id', TERMS, deps)).rejects.toThrow(message);
    expect(signedBy.some((s) => s.startsWith(`${step}:`))).toBe(false);
  });
});

describe('a tampered launch step never reaches the signer', () => {
  const tampered: [string, LaunchStepName, Record<string, unknown>, string][] = [
    [
      'the funding sent elsewhere',
      'fund_issuer',
      { ...draft('fund_issuer'), destination: CREATOR },
      'destination',
    ],
    ['more supply issued', 'issue_supply', { ...draft('issue_supply'), amount: token('1000001') }, 'supply'],
    [
      'the issuer signing the creator’s step',
      'fund_issuer',
      { ...draft('fund_issuer'), account: ISSUER },
      'account',
    ],
    [
      'a flag changed',
      'configure_issuer',
      { ...draft('configure_issuer'), flags: 0x00010000 },
      'configure_issuer',
    ],
    ['another step’s transaction', 'create_pool', { ...draft('fund_issuer') }, 'create_pool type'],
  ];
  it.each(tampered)('refuses %s', async (_what, step, tx, message) => {
    const { deps } = fakeServer({ [step]: tx });
    const signers: string[] = [];
    const counted: LaunchDeps = {
      ...deps,
      withSigner: (address, fn) => {
        signers.push(`${address}`);
        return deps.withSigner(address, fn);
      },
    };
    await expect(runLaunch('id', TERMS, counted)).rejects.toThrow(message);
    const before = LAUNCH_STEPS.indexOf(step);
    expect(signers).toHaveLength(before);
  });
});
