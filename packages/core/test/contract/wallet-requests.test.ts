import { describe, expect, it } from 'vitest';
import {
  AmmDepositRequestSchema,
  AmmVoteRequestSchema,
  AmmWithdrawRequestSchema,
  LpEstimateRequestSchema,
  TokenRequestSchema,
} from '../../src/contract/amm.js';
import { RegisterWalletRequestSchema } from '../../src/contract/holdings.js';
import {
  DistributorRequestSchema,
  PreSnipeTokenRequestSchema,
  UpdatePreSnipeRequestSchema,
  WithdrawPreSnipeXrpRequestSchema,
} from '../../src/contract/pre-snipe.js';
import { ClassicAddressBodySchema } from '../../src/contract/primitives.js';
import {
  ClearAllTrustlinesSignedRequestSchema,
  TrustlineRequestSchema,
} from '../../src/contract/trustlines.js';
import { SignedTxRequestSchema } from '../../src/contract/unsigned-tx.js';
import {
  LegacyPremiumCheckRequestSchema,
  VerifyTokenRequestSchema,
  WalletChallengeQuerySchema,
  WalletProofRequestSchema,
} from '../../src/contract/verification.js';
import {
  ALICE,
  BAD_ADDRESS,
  BAD_POSITIVE_XRP,
  BAD_TOKEN,
  BAD_TOKEN_ID,
  BAD_XRP,
  BLOB,
  TOKEN,
  describeSchemas,
} from './schema-cases.js';

const ED_KEY = `ED${'1'.repeat(64)}`;

describeSchemas('verification and wallet requests', [
  {
    name: 'verify_cf_token',
    schema: VerifyTokenRequestSchema,
    valid: { cf_token: 'token' },
    breaks: { cf_token: ['', 5] },
  },
  {
    name: 'wallet_challenge query',
    schema: WalletChallengeQuerySchema,
    valid: { classic_address: ALICE },
    breaks: { classic_address: BAD_ADDRESS },
  },
  {
    name: 'wallet_proof',
    schema: WalletProofRequestSchema,
    valid: { classic_address: ALICE, public_key: ED_KEY, signature: 'AB'.repeat(64) },
    breaks: {
      public_key: [`04${'1'.repeat(64)}`, 'ED12', ''],
      signature: ['xyz', 'AB'.repeat(100)],
      classic_address: BAD_ADDRESS,
    },
  },
  {
    name: 'check_if_premium_wallet (legacy)',
    schema: LegacyPremiumCheckRequestSchema,
    valid: { encrypted_credentials: 'abc', password: 'pw' },
    breaks: { password: [''] },
  },
  {
    name: 'register_wallet_frontend',
    schema: RegisterWalletRequestSchema,
    valid: { classic_address: ALICE, referral_code: 'FRIEND_1' },
    optional: ['referral_code'],
    breaks: { referral_code: ['no spaces', 'ab', 'x'.repeat(33)], classic_address: BAD_ADDRESS },
  },
  {
    name: 'classic_address body',
    schema: ClassicAddressBodySchema,
    valid: { classic_address: ALICE },
    breaks: { classic_address: BAD_ADDRESS },
  },
]);

describeSchemas('trustline and signed-blob requests', [
  {
    name: 'set/clear_trustline_unsigned',
    schema: TrustlineRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN },
    breaks: { token_id: BAD_TOKEN_ID },
  },
  {
    name: '*_signed',
    schema: SignedTxRequestSchema,
    valid: { classic_address: ALICE, tx_blob: BLOB },
    breaks: { tx_blob: ['ABC', 'ZZ', '', 12] },
  },
  {
    name: 'clear_all_trustlines_signed',
    schema: ClearAllTrustlinesSignedRequestSchema,
    valid: { classic_address: ALICE, tx_blobs: [BLOB, BLOB] },
    breaks: { tx_blobs: [[], ['xyz'], BLOB] },
  },
]);

describeSchemas('AMM requests', [
  {
    name: 'get_lp_token_info',
    schema: TokenRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN },
    breaks: { token_id: BAD_TOKEN_ID },
  },
  {
    name: 'estimate_lp_tokens',
    schema: LpEstimateRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN, xrp_amount: '10', token_amount: '0' },
    breaks: { xrp_amount: [...BAD_XRP, '0'], token_amount: BAD_TOKEN },
  },
  {
    name: 'amm_deposit_unsigned (both sides)',
    schema: AmmDepositRequestSchema,
    valid: {
      classic_address: ALICE,
      token_id: TOKEN,
      deposit_type: 'DOUBLE',
      xrp_amount: '10',
      token_amount: '500',
    },
    breaks: {
      deposit_type: ['BOTH', 'SINGLE_XRP'],
      xrp_amount: BAD_POSITIVE_XRP,
      token_amount: [...BAD_TOKEN, '0'],
    },
  },
  {
    name: 'amm_deposit_unsigned (XRP only)',
    schema: AmmDepositRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN, deposit_type: 'SINGLE_XRP', xrp_amount: '10' },
    breaks: { deposit_type: ['DOUBLE', 'SINGLE_TOKEN'], xrp_amount: BAD_POSITIVE_XRP },
  },
  {
    name: 'amm_withdraw_unsigned (all of it)',
    schema: AmmWithdrawRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN, withdraw_type: 'DOUBLE' },
    breaks: { withdraw_type: ['ALL', 1] },
  },
  {
    name: 'amm_withdraw_unsigned (some XRP)',
    schema: AmmWithdrawRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN, withdraw_type: 'SINGLE_XRP', xrp_amount: '1.5' },
    optional: ['xrp_amount'], // without it, the whole position comes out as XRP
    breaks: { withdraw_type: ['SINGLE_TOKEN', 'DOUBLE'], xrp_amount: BAD_POSITIVE_XRP },
  },
  {
    name: 'amm_vote_unsigned',
    schema: AmmVoteRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN, trading_fee: 500 },
    breaks: { trading_fee: [-1, 1001, 0.5, '500'] },
  },
]);

describeSchemas('pre-snipe requests', [
  {
    name: 'update_pre_snipe',
    schema: UpdatePreSnipeRequestSchema,
    valid: { classic_address: ALICE, xrp_amount: '25', enabled: true },
    breaks: { xrp_amount: BAD_POSITIVE_XRP, enabled: ['true'] },
  },
  {
    name: 'claim_pre_snipe',
    schema: PreSnipeTokenRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN },
    breaks: { token_id: BAD_TOKEN_ID },
  },
  {
    name: 'withdraw_xrp_from_pre_snipe_wallet',
    schema: WithdrawPreSnipeXrpRequestSchema,
    valid: { classic_address: ALICE, xrp_amount: '3' },
    breaks: { xrp_amount: BAD_POSITIVE_XRP },
  },
  {
    name: 'get_pre_snipe_distributor_classic_address',
    schema: DistributorRequestSchema,
    valid: { token_id: TOKEN, classic_address: ALICE },
    breaks: { token_id: BAD_TOKEN_ID, classic_address: BAD_ADDRESS },
  },
]);

describe('messages the user reads', () => {
  it("says 'Trading fee must be between 0% and 1%' for a vote above 1%", () => {
    const result = AmmVoteRequestSchema.safeParse({
      classic_address: ALICE,
      token_id: TOKEN,
      trading_fee: 1001,
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Trading fee must be between 0% and 1%']);
  });

  it('treats an empty referral code as none', () => {
    expect(
      RegisterWalletRequestSchema.parse({ classic_address: ALICE, referral_code: '' }).referral_code,
    ).toBe('');
  });
});
