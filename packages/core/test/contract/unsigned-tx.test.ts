import { describe, expect, it } from 'vitest';
import {
  BuyUnsignedResponseSchema,
  SellUnsignedResponseSchema,
  SwapUnsignedResponseSchema,
} from '../../src/contract/trade.js';
import { LimitOrderUnsignedResponseSchema } from '../../src/contract/orders.js';
import { ClearAllTrustlinesResponseSchema } from '../../src/contract/trustlines.js';
import { TxToSignResponseSchema, UnsignedTransactionSchema } from '../../src/contract/unsigned-tx.js';
import { BURN_BACK, FEE_PAYMENT, PAYMENT, TRUST_SET } from './fixtures.js';
import { ALICE, BAD_ADDRESS, BAD_CHECKSUM, ISSUER, describeSchemas } from './schema-cases.js';

const XRP = { currency: 'XRP' };
const USD = { currency: 'USD', issuer: ISSUER };
const common = { account: ALICE, fee: '12', sequence: 9, last_ledger_sequence: 130 };

describeSchemas('unsigned transactions as the server emits them (snake_case)', [
  {
    name: 'Payment (XRP)',
    schema: UnsignedTransactionSchema,
    valid: PAYMENT,
    breaks: {
      transaction_type: ['payment', 'Escrow'],
      account: BAD_ADDRESS,
      destination: BAD_ADDRESS,
      amount: [1000000, '1.5', '-1', '100000000000000001'],
      fee: [12, '1.2'],
      sequence: ['5', -1],
      last_ledger_sequence: [2 ** 32],
    },
  },
  {
    name: 'Payment (token)',
    schema: UnsignedTransactionSchema,
    valid: BURN_BACK,
    breaks: {
      amount: [
        { currency: 'USD', issuer: ISSUER, value: 1.25 },
        { currency: 'XRP', issuer: ISSUER, value: '1' },
        { currency: 'USD', issuer: BAD_CHECKSUM, value: '1' },
        { currency: 'USD', value: '1' },
      ],
    },
  },
  {
    name: 'TrustSet',
    schema: UnsignedTransactionSchema,
    valid: TRUST_SET,
    breaks: { limit_amount: ['1000', { currency: 'USD', issuer: ISSUER, value: '-1' }] },
  },
  {
    name: 'OfferCreate',
    schema: UnsignedTransactionSchema,
    valid: {
      transaction_type: 'OfferCreate',
      ...common,
      taker_gets: '2000000',
      taker_pays: { ...USD, value: '100' },
    },
    breaks: { taker_gets: [2], taker_pays: [{ currency: 'USD', issuer: ISSUER }] },
  },
  {
    name: 'OfferCancel',
    schema: UnsignedTransactionSchema,
    valid: { transaction_type: 'OfferCancel', ...common, offer_sequence: 7 },
    breaks: { offer_sequence: ['7'] },
  },
  {
    name: 'AMMDeposit',
    schema: UnsignedTransactionSchema,
    valid: {
      transaction_type: 'AMMDeposit',
      ...common,
      asset: XRP,
      asset2: USD,
      amount: '1000000',
      flags: 524288,
    },
    optional: ['flags'], // amount is its only deposit, so it cannot go
    breaks: { asset: [{ currency: 'USD' }], asset2: ['USD'] },
  },
  {
    name: 'AMMWithdraw',
    schema: UnsignedTransactionSchema,
    valid: { transaction_type: 'AMMWithdraw', ...common, asset: XRP, asset2: USD, flags: 131072 },
    optional: ['flags'],
    breaks: { flags: [-1, '131072'] },
  },
  {
    name: 'AMMVote',
    schema: UnsignedTransactionSchema,
    valid: { transaction_type: 'AMMVote', ...common, asset: XRP, asset2: USD, trading_fee: 1000 },
    breaks: { trading_fee: [1001, 0.01] },
  },
  {
    name: 'AMMCreate',
    schema: UnsignedTransactionSchema,
    valid: {
      transaction_type: 'AMMCreate',
      ...common,
      amount: '2000000000',
      amount2: { ...USD, value: '100000' },
      trading_fee: 500,
    },
    breaks: { amount2: [100000] },
  },
  {
    name: 'AccountSet',
    schema: UnsignedTransactionSchema,
    valid: { transaction_type: 'AccountSet', ...common, set_flag: 8 },
    optional: ['set_flag'],
    breaks: { set_flag: ['8'] },
  },
  {
    name: 'SetRegularKey',
    schema: UnsignedTransactionSchema,
    valid: { transaction_type: 'SetRegularKey', ...common, regular_key: 'rrrrrrrrrrrrrrrrrrrrBZbvji' },
    optional: ['regular_key'],
    breaks: { regular_key: BAD_ADDRESS },
  },
  {
    name: 'tx_to_sign',
    schema: TxToSignResponseSchema,
    valid: { tx_to_sign: TRUST_SET },
    breaks: { tx_to_sign: [{ ...TRUST_SET, limit_amount: undefined }] },
  },
]);

describeSchemas('unsigned trade bundles (spec §7)', [
  {
    name: 'buy_token_unsigned answer',
    schema: BuyUnsignedResponseSchema,
    valid: {
      trustline_tx: TRUST_SET,
      buy_tx: PAYMENT,
      tx_fee: FEE_PAYMENT,
      tx_referral_fee: null,
      tx_burn_back: BURN_BACK,
    },
    optional: ['trustline_tx', 'tx_referral_fee'],
    breaks: { buy_tx: [{ ...PAYMENT, amount: 1 }], tx_fee: [null] },
  },
  {
    name: 'sell_token_unsigned answer',
    schema: SellUnsignedResponseSchema,
    valid: { sell_tx: PAYMENT, tx_fee: FEE_PAYMENT, tx_referral_fee: FEE_PAYMENT, tx_burn_back: BURN_BACK },
    optional: ['tx_referral_fee'],
    breaks: { tx_burn_back: [null, {}] },
  },
  {
    name: 'swap_tokens_unsigned answer',
    schema: SwapUnsignedResponseSchema,
    valid: {
      tx_trustline_to: null,
      tx_swap: PAYMENT,
      tx_fee: FEE_PAYMENT,
      tx_referral_fee: null,
      tx_burn_back: BURN_BACK,
    },
    optional: ['tx_trustline_to', 'tx_referral_fee'],
    breaks: { tx_swap: ['Payment'] },
  },
  {
    name: 'create_limit_order_unsigned answer',
    schema: LimitOrderUnsignedResponseSchema,
    valid: { tx_limit_order: PAYMENT, tx_fee: FEE_PAYMENT, tx_referral_fee: null, tx_burn_back: BURN_BACK },
    optional: ['tx_referral_fee', 'tx_burn_back'],
    breaks: { tx_fee: [null] },
  },
  {
    name: 'clear_all_trustlines_unsigned answer',
    schema: ClearAllTrustlinesResponseSchema,
    valid: {
      txs_to_sign: [TRUST_SET, TRUST_SET],
      count: 2,
      lines_with_balance: [{ token_id: `USD:${ISSUER}`, balance: '12.5' }],
    },
    optional: ['lines_with_balance'],
    breaks: {
      count: [3, '2'],
      txs_to_sign: [[PAYMENT, { transaction_type: 'TrustSet' }]],
      lines_with_balance: [
        [{ token_id: 'USD', balance: '1' }],
        [{ token_id: `USD:${ISSUER}`, balance: 'x' }],
      ],
    },
  },
]);

describe('an AMM deposit names what it deposits (spec §5)', () => {
  it('refuses a deposit with none of amount, amount2, lp_token_out', () => {
    const deposit = { transaction_type: 'AMMDeposit', ...common, asset: XRP, asset2: USD };
    expect(UnsignedTransactionSchema.safeParse(deposit).success).toBe(false);
    const byLpTokens = {
      ...deposit,
      lp_token_out: { currency: '03'.padEnd(40, 'A'), issuer: ISSUER, value: '10' },
    };
    expect(UnsignedTransactionSchema.safeParse(byLpTokens).success).toBe(true);
  });
});
