/** Route table, part 2: the calls under /api/trustless/ that build and submit transactions (spec §7). */
import { AmmDepositRequestSchema, AmmVoteRequestSchema, AmmWithdrawRequestSchema } from './amm.js';
import {
  CancelOrderRequestSchema,
  LimitOrderSignedRequestSchema,
  LimitOrderUnsignedRequestSchema,
  LimitOrderUnsignedResponseSchema,
} from './orders.js';
import { ClassicAddressBodySchema } from './primitives.js';
import { trustless } from './route-spec.js';
import { SendTokensRequestSchema, SendXrpRequestSchema } from './send.js';
import {
  BuyResultSchema,
  LimitOrderResultSchema,
  SellResultSchema,
  SubmitResultSchema,
  SwapResultSchema,
} from './submit.js';
import {
  BuySignedRequestSchema,
  BuyUnsignedRequestSchema,
  BuyUnsignedResponseSchema,
  SellSignedRequestSchema,
  SellUnsignedRequestSchema,
  SellUnsignedResponseSchema,
  SwapSignedRequestSchema,
  SwapUnsignedRequestSchema,
  SwapUnsignedResponseSchema,
} from './trade.js';
import {
  ClearAllTrustlinesResponseSchema,
  ClearAllTrustlinesSignedRequestSchema,
  ClearAllTrustlinesSignedResponseSchema,
  TrustlineRequestSchema,
} from './trustlines.js';
import { SignedTxRequestSchema, TxToSignResponseSchema } from './unsigned-tx.js';

const trade = 'Trade';
const orders = 'Orders';
const send = 'Send';
const trustlines = 'Trustlines';
const amm = 'AMM';
const access = 'verified';

export const TRADE_ROUTES = [
  trustless('buy_token_unsigned', {
    summary: 'Build a buy: trustline (if needed), buy, fee, referral fee, burn-back',
    tag: trade,
    access,
    body: BuyUnsignedRequestSchema,
    response: BuyUnsignedResponseSchema,
  }),
  trustless('buy_token_signed', {
    summary: 'Submit a signed buy',
    tag: trade,
    access,
    body: BuySignedRequestSchema,
    response: BuyResultSchema,
  }),
  trustless('sell_token_unsigned', {
    summary: 'Build a sell: sell, fee, referral fee, burn-back',
    tag: trade,
    access,
    body: SellUnsignedRequestSchema,
    response: SellUnsignedResponseSchema,
  }),
  trustless('sell_token_signed', {
    summary: 'Submit a signed sell',
    tag: trade,
    access,
    body: SellSignedRequestSchema,
    response: SellResultSchema,
  }),
  trustless('swap_tokens_unsigned', {
    summary: 'Build a token-to-token swap',
    tag: trade,
    access,
    body: SwapUnsignedRequestSchema,
    response: SwapUnsignedResponseSchema,
  }),
  trustless('swap_tokens_signed', {
    summary: 'Submit a signed swap',
    tag: trade,
    access,
    body: SwapSignedRequestSchema,
    response: SwapResultSchema,
  }),
  trustless('create_limit_order_unsigned', {
    summary: 'Build a limit order and its fee payments',
    tag: orders,
    access,
    body: LimitOrderUnsignedRequestSchema,
    response: LimitOrderUnsignedResponseSchema,
  }),
  trustless('create_limit_order_signed', {
    summary: 'Submit a signed limit order',
    tag: orders,
    access,
    body: LimitOrderSignedRequestSchema,
    response: LimitOrderResultSchema,
  }),
  trustless('cancel_order_unsigned', {
    summary: 'Build an OfferCancel',
    tag: orders,
    access,
    body: CancelOrderRequestSchema,
    response: TxToSignResponseSchema,
  }),
  trustless('cancel_order_signed', {
    summary: 'Submit a signed cancel',
    tag: orders,
    access,
    body: SignedTxRequestSchema,
    response: SubmitResultSchema,
  }),
  trustless('send_xrp_unsigned', {
    summary: 'Build an XRP payment',
    tag: send,
    access,
    body: SendXrpRequestSchema,
    response: TxToSignResponseSchema,
  }),
  trustless('send_xrp_signed', {
    summary: 'Submit a signed XRP payment',
    tag: send,
    access,
    body: SignedTxRequestSchema,
    response: SubmitResultSchema,
  }),
  trustless('send_tokens_unsigned', {
    summary: 'Build a token payment',
    tag: send,
    access,
    body: SendTokensRequestSchema,
    response: TxToSignResponseSchema,
  }),
  trustless('send_tokens_signed', {
    summary: 'Submit a signed token payment',
    tag: send,
    access,
    body: SignedTxRequestSchema,
    response: SubmitResultSchema,
  }),
  trustless('set_trustline_unsigned', {
    summary: 'Build a TrustSet for a token',
    tag: trustlines,
    access,
    body: TrustlineRequestSchema,
    response: TxToSignResponseSchema,
  }),
  trustless('set_trustline_signed', {
    summary: 'Submit a signed TrustSet',
    tag: trustlines,
    access,
    body: SignedTxRequestSchema,
    response: SubmitResultSchema,
  }),
  trustless('clear_trustline_unsigned', {
    summary: 'Build a TrustSet that clears a zero-balance line',
    tag: trustlines,
    access,
    body: TrustlineRequestSchema,
    response: TxToSignResponseSchema,
  }),
  trustless('clear_trustline_signed', {
    summary: 'Submit a signed clear; answers freed_xrp',
    tag: trustlines,
    access,
    body: SignedTxRequestSchema,
    response: SubmitResultSchema,
  }),
  trustless('clear_all_trustlines_unsigned', {
    summary: 'Build a clear for every clearable line',
    tag: trustlines,
    access,
    body: ClassicAddressBodySchema,
    response: ClearAllTrustlinesResponseSchema,
  }),
  trustless('clear_all_trustlines_signed', {
    summary: 'Submit a group of signed clears',
    tag: trustlines,
    access,
    body: ClearAllTrustlinesSignedRequestSchema,
    response: ClearAllTrustlinesSignedResponseSchema,
  }),
  trustless('amm_deposit_unsigned', {
    summary: 'Build an AMM deposit',
    tag: amm,
    access,
    body: AmmDepositRequestSchema,
    response: TxToSignResponseSchema,
  }),
  trustless('amm_deposit_signed', {
    summary: 'Submit a signed deposit; answers lp_tokens_received',
    tag: amm,
    access,
    body: SignedTxRequestSchema,
    response: SubmitResultSchema,
  }),
  trustless('amm_withdraw_unsigned', {
    summary: 'Build an AMM withdrawal',
    tag: amm,
    access,
    body: AmmWithdrawRequestSchema,
    response: TxToSignResponseSchema,
  }),
  trustless('amm_withdraw_signed', {
    summary: 'Submit a signed withdrawal; answers xrp_received, token_received',
    tag: amm,
    access,
    body: SignedTxRequestSchema,
    response: SubmitResultSchema,
  }),
  trustless('amm_vote_unsigned', {
    summary: 'Build an AMM trading-fee vote',
    tag: amm,
    access,
    body: AmmVoteRequestSchema,
    response: TxToSignResponseSchema,
  }),
  trustless('amm_vote_signed', {
    summary: 'Submit a signed vote',
    tag: amm,
    access,
    body: SignedTxRequestSchema,
    response: SubmitResultSchema,
  }),
] as const;
