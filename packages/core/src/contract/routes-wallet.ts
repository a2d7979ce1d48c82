/** Route table, part 1: the read and wallet calls under /api/trustless/ (spec §7). */
import {
  LpEstimateSchema,
  LpEstimateRequestSchema,
  LpTokenInfoSchema,
  TokenRequestSchema,
  WithdrawalEstimateSchema,
} from './amm.js';
import {
  HoldingsRequestSchema,
  HoldingsResponseSchema,
  ReferralCodeResponseSchema,
  RegisterWalletRequestSchema,
  RegisterWalletResponseSchema,
  TxHistoryResponseSchema,
} from './holdings.js';
import {
  ActiveOrdersRequestSchema,
  ActiveOrdersResponseSchema,
  TraderStatsSchema,
  TraderStatsRequestSchema,
} from './orders.js';
import {
  DistributorRequestSchema,
  PreSnipeAddressResponseSchema,
  PreSnipeDistributorSchema,
  PreSnipedTokensResponseSchema,
  PreSnipeRequestSchema,
  PreSnipeSettingsSchema,
  PreSnipeTokenRequestSchema,
  UpdatePreSnipeRequestSchema,
  WithdrawPreSnipeXrpRequestSchema,
} from './pre-snipe.js';
import { ClassicAddressBodySchema } from './primitives.js';
import { trustless } from './route-spec.js';
import { ServerTxResultSchema } from './submit.js';
import {
  ExpectedSwapRequestSchema,
  ExpectedSwapResponseSchema,
  ExpectedTokensRequestSchema,
  ExpectedTokensResponseSchema,
  ExpectedXrpRequestSchema,
  ExpectedXrpResponseSchema,
} from './trade.js';
import { TopTradersSchema, TopTradersRequestSchema } from './traders.js';
import { RecentTradesRequestSchema, RecentTradesResponseSchema } from './trades.js';
import { TrustlinesResponseSchema } from './trustlines.js';
import { PremiumCheckResponseSchema } from './verification.js';

const wallet = 'Wallet';
const preSnipe = 'Pre-snipe';
const market = 'Market data';
const amm = 'AMM';

export const WALLET_ROUTES = [
  trustless('register_wallet_frontend', {
    summary: 'Register a wallet, binding its referral code',
    tag: wallet,
    // Registration needs only the verified session; binding a referral additionally needs the wallet proof.
    access: 'verified',
    body: RegisterWalletRequestSchema,
    response: RegisterWalletResponseSchema,
  }),
  trustless('get_token_holdings_and_balance', {
    summary: "The wallet's XRP, tokens and PnL",
    tag: wallet,
    access: 'public',
    body: HoldingsRequestSchema,
    response: HoldingsResponseSchema,
  }),
  trustless('get_token_holdings_and_balance_for_wallet', {
    summary: "Another wallet's XRP, tokens and PnL",
    tag: wallet,
    access: 'public',
    body: HoldingsRequestSchema,
    response: HoldingsResponseSchema,
  }),
  trustless('check_if_premium_wallet', {
    summary: 'Whether the wallet has premium (100+ platform tokens or paid)',
    tag: wallet,
    access: 'public',
    body: ClassicAddressBodySchema,
    response: PremiumCheckResponseSchema,
  }),
  trustless('get_recent_trades_all_tokens', {
    summary: "The wallet's recent trades of every token",
    tag: wallet,
    access: 'public',
    body: RecentTradesRequestSchema,
    response: RecentTradesResponseSchema,
  }),
  trustless('get_all_trustlines', {
    summary: "The wallet's trustlines",
    tag: wallet,
    access: 'public',
    body: ClassicAddressBodySchema,
    response: TrustlinesResponseSchema,
  }),
  trustless('update_tx_history', {
    summary: "Bring the wallet's transaction history up to date",
    tag: wallet,
    access: 'verified',
    body: ClassicAddressBodySchema,
    response: TxHistoryResponseSchema,
  }),
  trustless('get_referral_code', {
    summary: "The wallet's referral code and earnings",
    tag: wallet,
    // Who a wallet referred and what it earned are its own business: shown only to a session that proved it.
    access: 'wallet_proof',
    body: ClassicAddressBodySchema,
    response: ReferralCodeResponseSchema,
  }),
  trustless('get_token_trader_stats', {
    summary: "The wallet's spend, sales and PnL in one token",
    tag: wallet,
    access: 'public',
    body: TraderStatsRequestSchema,
    response: TraderStatsSchema,
  }),
  trustless('get_active_orders', {
    summary: "The wallet's open limit orders (token_id null: all tokens)",
    tag: wallet,
    access: 'public',
    body: ActiveOrdersRequestSchema,
    response: ActiveOrdersResponseSchema,
  }),
  trustless('expected_tokens_received_from_buy', {
    summary: 'Quote: tokens received for an XRP amount',
    tag: market,
    access: 'public',
    body: ExpectedTokensRequestSchema,
    response: ExpectedTokensResponseSchema,
  }),
  trustless('expected_xrp_received_from_sell', {
    summary: 'Quote: XRP received for a token amount',
    tag: market,
    access: 'public',
    body: ExpectedXrpRequestSchema,
    response: ExpectedXrpResponseSchema,
  }),
  trustless('expected_tokens_received_from_swap', {
    summary: 'Quote: the XRP value of a swap and the tokens it leaves in the wallet',
    tag: market,
    access: 'public',
    body: ExpectedSwapRequestSchema,
    response: ExpectedSwapResponseSchema,
  }),
  trustless('get_top_traders_for_token_id', {
    summary: "The token's top traders and latest trades",
    tag: market,
    access: 'public',
    body: TopTradersRequestSchema,
    response: TopTradersSchema,
  }),
  trustless('get_lp_token_info', {
    summary: "The wallet's share of the token's AMM pool",
    tag: amm,
    access: 'public',
    body: TokenRequestSchema,
    response: LpTokenInfoSchema,
  }),
  trustless('estimate_lp_tokens', {
    summary: 'Estimate the LP tokens a deposit would give',
    tag: amm,
    access: 'public',
    body: LpEstimateRequestSchema,
    response: LpEstimateSchema,
  }),
  trustless('estimate_withdrawal_from_lp_tokens', {
    summary: "Estimate what the wallet's LP tokens would return",
    tag: amm,
    access: 'public',
    body: TokenRequestSchema,
    response: WithdrawalEstimateSchema,
  }),
  trustless('update_pre_snipe', {
    summary: 'Turn pre-snipe on or off and set the XRP per snipe',
    tag: preSnipe,
    access: 'wallet_proof',
    body: UpdatePreSnipeRequestSchema,
    response: PreSnipeSettingsSchema,
  }),
  trustless('get_pre_snipe_settings', {
    summary: "The wallet's pre-snipe settings",
    tag: preSnipe,
    access: 'wallet_proof',
    body: PreSnipeRequestSchema,
    response: PreSnipeSettingsSchema,
  }),
  trustless('get_pre_snipe_classic_address', {
    summary: "The wallet's pre-snipe wallet address, to fund",
    tag: preSnipe,
    access: 'wallet_proof',
    body: PreSnipeRequestSchema,
    response: PreSnipeAddressResponseSchema,
  }),
  trustless('get_pre_sniped_tokens', {
    summary: 'Tokens the pre-snipe wallet bought',
    tag: preSnipe,
    access: 'wallet_proof',
    body: PreSnipeRequestSchema,
    response: PreSnipedTokensResponseSchema,
  }),
  trustless('claim_pre_snipe', {
    summary: 'Claim a pre-sniped token into the wallet',
    tag: preSnipe,
    access: 'wallet_proof',
    body: PreSnipeTokenRequestSchema,
    response: ServerTxResultSchema,
  }),
  trustless('withdraw_tokens_from_pre_snipe', {
    summary: 'Withdraw a token from the pre-snipe wallet',
    tag: preSnipe,
    access: 'wallet_proof',
    body: PreSnipeTokenRequestSchema,
    response: ServerTxResultSchema,
  }),
  trustless('withdraw_xrp_from_pre_snipe_wallet', {
    summary: 'Withdraw XRP from the pre-snipe wallet',
    tag: preSnipe,
    access: 'wallet_proof',
    body: WithdrawPreSnipeXrpRequestSchema,
    response: ServerTxResultSchema,
  }),
  trustless('get_pre_snipe_distributor_classic_address', {
    summary: "The token's pre-snipe distributor and users still waiting",
    tag: preSnipe,
    // It answers the wallet's own pre-snipe wallet, so it is guarded as get_pre_snipe_classic_address is.
    access: 'wallet_proof',
    body: DistributorRequestSchema,
    response: PreSnipeDistributorSchema,
  }),
] as const;
