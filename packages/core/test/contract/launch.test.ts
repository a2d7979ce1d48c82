import { describe, expect, it } from 'vitest';
import {
  LAUNCH_STEPS,
  LaunchProgressSchema,
  LaunchRequestSchema,
  LaunchSubmitRequestSchema,
} from '../../src/contract/launch.js';
import { TRUST_SET } from './fixtures.js';
import {
  ALICE,
  BAD_ADDRESS,
  BAD_POSITIVE_XRP,
  BAD_TOKEN,
  BLOB,
  BOB,
  HASH,
  describeSchemas,
} from './schema-cases.js';

const LAUNCH = {
  classic_address: ALICE,
  issuer_address: BOB,
  name: 'Horizon Dollar',
  ticker: 'HUSD',
  supply: '1000000000',
  icon: 'data:image/png;base64,iVBORw0KGgo=',
  description: 'The dollar of the horizon',
  links: { website: 'https://example.com', x: 'https://x.com/horizon' },
  initial_xrp_amount: '500',
  initial_token_amount: '250000000',
  trading_fee: 500,
};

const steps = LAUNCH_STEPS.map((step, i) => ({
  step,
  signer: ['configure_issuer', 'issue_supply', 'set_blackhole_key', 'disable_master_key'].includes(step)
    ? BOB
    : ALICE,
  status: i === 0 ? 'validated' : i === 1 ? 'ready' : 'pending',
  tx_to_sign: i === 1 ? TRUST_SET : null,
  tx_hash: i === 0 ? HASH : null,
  engine_result: i === 0 ? 'tesSUCCESS' : null,
}));

const PROGRESS = {
  launch_id: '3f0c2a4e-8b1d-4c5e-9f6a-7b8c9d0e1f2a',
  token_id: `${'48555344'.padEnd(40, '0')}:${BOB}`,
  status: 'in_progress',
  steps,
  next_step: 'configure_issuer',
  error: null,
};

describeSchemas('token launch (designed here: spec §1 "launch tokens")', [
  {
    name: 'launch request',
    schema: LaunchRequestSchema,
    valid: LAUNCH,
    optional: ['icon', 'description', 'links'],
    breaks: {
      issuer_address: [...BAD_ADDRESS, ALICE],
      name: ['', '   ', 'x'.repeat(65)],
      ticker: ['XRP', 'xrp', 'AB', 'A'.repeat(21), 'ABCDEF0123456789ABCDEF0123456789ABCDEF01'],
      supply: [...BAD_TOKEN, '0'],
      icon: [
        'data:text/html;base64,PGgxPg==',
        'file:///etc/passwd',
        'data:image/svg+xml;base64,PHN2Zz4=',
        'data:image/gif;base64,R0lGODlh',
        'http://example.com/icon.png',
        '/etc/passwd',
        `data:image/png;base64,${'A'.repeat(350_000)}`,
      ],
      links: [{ website: 'javascript:alert(1)' }],
      initial_xrp_amount: BAD_POSITIVE_XRP,
      initial_token_amount: [...BAD_TOKEN, '1000000000.5'],
      trading_fee: [1001, -1, 0.5],
    },
  },
  {
    name: 'launch progress',
    schema: LaunchProgressSchema,
    valid: PROGRESS,
    breaks: {
      launch_id: ['launch-1'],
      steps: [steps.slice(1), [{ ...steps[0], step: 'mint' }, ...steps.slice(1)]],
      next_step: ['mint'],
      status: ['done'],
    },
  },
  {
    name: 'launch step submit',
    schema: LaunchSubmitRequestSchema,
    valid: { classic_address: ALICE, step: 'fund_issuer', tx_blob: BLOB },
    breaks: { step: ['fund'], tx_blob: ['xyz'] },
  },
]);

describe('a launch', () => {
  it('goes through its steps in a fixed order, ending with the pool', () => {
    expect(LAUNCH_STEPS).toEqual([
      'fund_issuer',
      'configure_issuer',
      'creator_trustline',
      'issue_supply',
      'set_blackhole_key',
      'disable_master_key',
      'create_pool',
    ]);
  });

  it('may put the whole supply into the pool, but not more', () => {
    expect(LaunchRequestSchema.safeParse({ ...LAUNCH, initial_token_amount: '1000000000' }).success).toBe(
      true,
    );
    const over = LaunchRequestSchema.safeParse({ ...LAUNCH, initial_token_amount: '1000000000.000001' });
    expect(over.error?.issues.map((i) => i.message)).toEqual([
      'Initial token liquidity cannot exceed the supply',
    ]);
  });

  it('defaults to no links', () => {
    const { links: _, ...withoutLinks } = LAUNCH;
    expect(LaunchRequestSchema.parse(withoutLinks).links).toEqual({});
  });
});
