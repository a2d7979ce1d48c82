import { describe, expect, it } from 'vitest';
import {
  BuySignedRequestSchema,
  BuyUnsignedRequestSchema,
  ExpectedTokensRequestSchema,
  ExpectedXrpRequestSchema,
  SellSignedRequestSchema,
  SellUnsignedRequestSchema,
  SwapSignedRequestSchema,
  SwapUnsignedRequestSchema,
} from '../../src/contract/trade.js';
import {
  ActiveOrdersRequestSchema,
  CancelOrderRequestSchema,
  LimitOrderSignedRequestSchema,
  LimitOrderUnsignedRequestSchema,
  TraderStatsRequestSchema,
} from '../../src/contract/orders.js';
import { SendTokensRequestSchema, SendXrpRequestSchema } from '../../src/contract/send.js';
import {
  ALICE,
  BAD_ADDRESS,
  BAD_POSITIVE_XRP,
  BAD_TOKEN,
  BAD_TOKEN_ID,
  BLOB,
  BOB,
  HEX_TOKEN,
  TOKEN,
  describeSchemas,
} from './schema-cases.js';

const BAD_BLOB = ['abc', 12, ''];

describeSchemas('buy, sell and swap requests (spec §7)', [
  {
    name: 'buy_token_unsigned',
    schema: BuyUnsignedRequestSchema,
    valid: {
      classic_address: ALICE,
      token_id: TOKEN,
      xrp_amount: '10',
      slippage_percentage: 1,
      copytrade: false,
    },
    optional: ['slippage_percentage', 'copytrade'],
    breaks: {
      classic_address: BAD_ADDRESS,
      token_id: BAD_TOKEN_ID,
      xrp_amount: BAD_POSITIVE_XRP,
      slippage_percentage: ['1', -1, 0.001],
      copytrade: ['yes'],
    },
  },
  {
    name: 'buy_token_signed',
    schema: BuySignedRequestSchema,
    valid: {
      classic_address: ALICE,
      tx_blob_trustline: BLOB,
      tx_blob_buy: BLOB,
      tx_blob_fee: BLOB,
      tx_blob_referral_fee: null,
      tx_blob_burn_back: BLOB,
    },
    optional: ['tx_blob_trustline', 'tx_blob_referral_fee'],
    breaks: {
      tx_blob_buy: BAD_BLOB,
      tx_blob_fee: BAD_BLOB,
      tx_blob_trustline: BAD_BLOB,
      classic_address: BAD_ADDRESS,
    },
  },
  {
    name: 'sell_token_unsigned',
    schema: SellUnsignedRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN, token_amount: '1500.25', slippage_percentage: 2.5 },
    optional: ['slippage_percentage'],
    breaks: { token_amount: [...BAD_TOKEN, '0'], token_id: BAD_TOKEN_ID },
  },
  {
    name: 'sell_token_signed',
    schema: SellSignedRequestSchema,
    valid: { classic_address: ALICE, tx_blob_sell: BLOB, tx_blob_fee: BLOB, tx_blob_burn_back: BLOB },
    breaks: { tx_blob_sell: BAD_BLOB, tx_blob_burn_back: BAD_BLOB },
  },
  {
    name: 'swap_tokens_unsigned',
    schema: SwapUnsignedRequestSchema,
    valid: {
      classic_address: ALICE,
      from_token_id: TOKEN,
      to_token_id: HEX_TOKEN,
      from_amount: '25',
      slippage_percentage: 1,
    },
    optional: ['slippage_percentage'],
    breaks: { to_token_id: [...BAD_TOKEN_ID, TOKEN], from_amount: [...BAD_TOKEN, '0'] },
  },
  {
    name: 'swap_tokens_signed',
    schema: SwapSignedRequestSchema,
    valid: {
      classic_address: ALICE,
      tx_blob_trustline_to: BLOB,
      tx_blob_swap: BLOB,
      tx_blob_fee: BLOB,
      tx_blob_burn_back: BLOB,
    },
    optional: ['tx_blob_trustline_to'],
    breaks: { tx_blob_swap: BAD_BLOB },
  },
  {
    name: 'expected_tokens_received_from_buy',
    schema: ExpectedTokensRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN, xrp_amount: '5' },
    breaks: { xrp_amount: BAD_POSITIVE_XRP },
  },
  {
    name: 'expected_xrp_received_from_sell',
    schema: ExpectedXrpRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN, token_amount: '5' },
    breaks: { token_amount: [...BAD_TOKEN, '0'] },
  },
]);

describeSchemas('limit orders, orders and sends (spec §7)', [
  {
    name: 'create_limit_order_unsigned',
    schema: LimitOrderUnsignedRequestSchema,
    valid: {
      classic_address: ALICE,
      token_id: TOKEN,
      sell: true,
      token_amount: '100',
      xrp_price_per_token: '0.0125',
    },
    breaks: { sell: ['true'], token_amount: [...BAD_TOKEN, '0'], xrp_price_per_token: ['0', 0.5, '-1'] },
  },
  {
    name: 'create_limit_order_signed',
    schema: LimitOrderSignedRequestSchema,
    valid: {
      classic_address: ALICE,
      tx_blob_limit_order: BLOB,
      tx_blob_fee: BLOB,
      tx_blob_referral_fee: BLOB,
      tx_blob_burn_back: BLOB,
    },
    optional: ['tx_blob_referral_fee', 'tx_blob_burn_back'],
    breaks: { tx_blob_limit_order: BAD_BLOB },
  },
  {
    name: 'get_active_orders',
    schema: ActiveOrdersRequestSchema,
    valid: { classic_address: ALICE, token_id: null },
    breaks: { token_id: BAD_TOKEN_ID, classic_address: BAD_ADDRESS },
  },
  {
    name: 'cancel_order_unsigned',
    schema: CancelOrderRequestSchema,
    valid: { classic_address: ALICE, offer_sequence: 42 },
    breaks: { offer_sequence: ['42', -1, 1.5, 2 ** 32] },
  },
  {
    name: 'get_token_trader_stats',
    schema: TraderStatsRequestSchema,
    valid: { classic_address: ALICE, token_id: TOKEN },
    breaks: { token_id: BAD_TOKEN_ID },
  },
  {
    name: 'send_xrp_unsigned',
    schema: SendXrpRequestSchema,
    valid: { classic_address: ALICE, xrp_amount: '12.5', destination: BOB, destination_tag: 7, memo: 'rent' },
    optional: ['destination_tag', 'memo'],
    breaks: {
      xrp_amount: BAD_POSITIVE_XRP,
      destination: [...BAD_ADDRESS, ALICE],
      destination_tag: [-1, '7', 2 ** 32],
    },
  },
  {
    name: 'send_tokens_unsigned',
    schema: SendTokensRequestSchema,
    valid: {
      classic_address: ALICE,
      token_id: TOKEN,
      token_amount: '3',
      destination: BOB,
      destination_tag: null,
      memo: null,
    },
    optional: ['destination_tag', 'memo'],
    breaks: { token_amount: [...BAD_TOKEN, '0'], destination: BAD_ADDRESS, memo: ['x'.repeat(257)] },
  },
]);

describe('request defaults the spec states', () => {
  it('fills slippage 1% and copytrade off into a buy', () => {
    const parsed = BuyUnsignedRequestSchema.parse({
      classic_address: ALICE,
      token_id: TOKEN,
      xrp_amount: '1',
    });
    expect(parsed).toEqual({
      classic_address: ALICE,
      token_id: TOKEN,
      xrp_amount: '1',
      slippage_percentage: 1,
      copytrade: false,
    });
  });

  it('fills slippage 1% into a swap', () => {
    const parsed = SwapUnsignedRequestSchema.parse({
      classic_address: ALICE,
      from_token_id: TOKEN,
      to_token_id: HEX_TOKEN,
      from_amount: '1',
    });
    expect(parsed.slippage_percentage).toBe(1);
  });
});
