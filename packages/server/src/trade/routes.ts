/** The trading calls of spec §7 bound to the contract's route table: builders and their signed halves. */
import { parseTokenId, tokenChange, xrpChange } from '@horizon/core';
import { dropsToXrp, IssuedValue } from '@horizon/protocol';
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import type { IssuedRequest, RequestOutcome } from '../relay/index.js';
import { plainValue } from './amounts.js';
import { buildDeposit, buildVote, buildWithdraw, refuseRepeatedVote } from './amm.js';
import type { TradeContext } from './context.js';
import { buildBuy, buildSell, buildSwap } from './market-trades.js';
import { tokensKeptOf, xrpKeptOf } from './net-quote.js';
import { activeOrders } from './active-orders.js';
import { buildCancel, buildLimitOrder } from './orders.js';
import { claimOwed } from './owed-fees.js';
import { buildSendTokens, buildSendXrp } from './send.js';
import { feePaid, postedBlobs, relaySigned, succeeded } from './submit.js';
import { trustlineRoutes } from './trustline-routes.js';

/** What the trade left of the token in `address`, as a non-negative plain decimal: delivered less the burn. */
function receivedToken(outcome: RequestOutcome, address: string): string {
  const change = tokensKeptOf(
    outcome.txs,
    address,
    parseTokenId(String(outcome.request.context['token_id'])),
  );
  return plainValue(change.signum() > 0 ? change : IssuedValue.zero);
}

/** XRP the trade left in `address`: delivered less its fee payments and the network fee of each transaction. */
function receivedXrp(outcome: RequestOutcome, address: string): string {
  const change = xrpKeptOf(outcome.txs, address);
  return dropsToXrp(change > 0n ? change : 0n);
}

/** XRP `address` received in this transaction, its own fee added back. */
function withdrawnXrp(meta: Record<string, unknown> | null, address: string, feeDrops: bigint): string {
  const change = xrpChange(meta, address) + feeDrops;
  return dropsToXrp(change > 0n ? change : 0n);
}

interface FeeBlobs {
  readonly tx_blob_fee: string;
  readonly tx_blob_referral_fee?: string | null | undefined;
  readonly tx_blob_burn_back?: string | null | undefined;
  readonly tx_blob_owed_fee?: string | null | undefined;
}

/** The fee transactions every trade posts beside its own (spec §7), by their roles. */
function feeBlobs(body: FeeBlobs) {
  return {
    fee: body.tx_blob_fee,
    referral_fee: body.tx_blob_referral_fee,
    burn_back: body.tx_blob_burn_back,
    owed_fee: body.tx_blob_owed_fee,
  };
}

export function tradeRoutes(ctx: TradeContext): RouteBinding[] {
  // A trade carrying owed fees makes them its own before it is first relayed (never paid twice).
  const claim = (request: IssuedRequest) => claimOwed(ctx.db, ctx.clock, request);
  return [
    ...trustlineRoutes(ctx),
    bind('POST /api/trustless/buy_token_unsigned', async ({ body }) =>
      buildBuy(ctx, body.classic_address, body.token_id, body.xrp_amount, body.slippage_percentage),
    ),
    bind('POST /api/trustless/buy_token_signed', async ({ body }) => {
      const posted = postedBlobs({
        trustline: body.tx_blob_trustline,
        buy: body.tx_blob_buy,
        ...feeBlobs(body),
      });
      const outcome = await relaySigned(ctx, body.classic_address, ['buy'], posted, claim);
      const tx = succeeded(outcome, 'buy', 'buy');
      return {
        tx_hash: tx.hash,
        engine_result: 'tesSUCCESS',
        token_amount_received: receivedToken(outcome, body.classic_address),
      };
    }),
    bind('POST /api/trustless/sell_token_unsigned', async ({ body }) =>
      buildSell(ctx, body.classic_address, body.token_id, body.token_amount, body.slippage_percentage),
    ),
    bind('POST /api/trustless/sell_token_signed', async ({ body }) => {
      const posted = postedBlobs({
        sell: body.tx_blob_sell,
        ...feeBlobs(body),
      });
      const outcome = await relaySigned(ctx, body.classic_address, ['sell'], posted, claim);
      const tx = succeeded(outcome, 'sell', 'sell');
      return {
        tx_hash: tx.hash,
        engine_result: 'tesSUCCESS',
        xrp_amount_received: receivedXrp(outcome, body.classic_address),
      };
    }),
    bind('POST /api/trustless/swap_tokens_unsigned', async ({ body }) =>
      buildSwap(ctx, body.classic_address, {
        from: body.from_token_id,
        to: body.to_token_id,
        amount: body.from_amount,
        slippage: body.slippage_percentage,
      }),
    ),
    bind('POST /api/trustless/swap_tokens_signed', async ({ body }) => {
      const posted = postedBlobs({
        trustline_to: body.tx_blob_trustline_to,
        swap: body.tx_blob_swap,
        ...feeBlobs(body),
      });
      const outcome = await relaySigned(ctx, body.classic_address, ['swap'], posted, claim);
      const tx = succeeded(outcome, 'swap', 'swap');
      return {
        tx_hash: tx.hash,
        engine_result: 'tesSUCCESS',
        to_token_received: receivedToken(outcome, body.classic_address),
      };
    }),
    bind('POST /api/trustless/create_limit_order_unsigned', async ({ body }) =>
      buildLimitOrder(ctx, body.classic_address, {
        tokenId: body.token_id,
        sell: body.sell,
        amount: body.token_amount,
        price: body.xrp_price_per_token,
      }),
    ),
    bind('POST /api/trustless/create_limit_order_signed', async ({ body }) => {
      const posted = postedBlobs({
        limit_order: body.tx_blob_limit_order,
        ...feeBlobs(body),
      });
      const outcome = await relaySigned(ctx, body.classic_address, ['limit_order'], posted, claim);
      const tx = succeeded(outcome, 'limit_order', 'limitOrder');
      const issuedTx = outcome.request.txs.find((t) => t.role === 'limit_order');
      return { tx_hash: tx.hash, engine_result: 'tesSUCCESS', offer_sequence: issuedTx?.sequence ?? 0 };
    }),
    bind('POST /api/trustless/cancel_order_unsigned', async ({ body }) => ({
      tx_to_sign: await buildCancel(ctx, body.classic_address, body.offer_sequence),
    })),
    bind('POST /api/trustless/cancel_order_signed', async ({ body }) => {
      const outcome = await relaySigned(
        ctx,
        body.classic_address,
        ['cancel_order'],
        [{ blob: body.tx_blob }],
      );
      const tx = succeeded(outcome, 'cancel', 'cancelOrder');
      return { tx_hash: tx.hash, engine_result: 'tesSUCCESS' };
    }),
    bind('POST /api/trustless/get_active_orders', async ({ body, request }) =>
      // Spec §8: active-order failures (the ledger or the database away) read as an empty list.
      activeOrders(ctx, body.classic_address, body.token_id).catch((error: unknown) => {
        request.log.warn({ err: error }, 'active orders unavailable: answered an empty list');
        return [];
      }),
    ),
    bind('POST /api/trustless/send_xrp_unsigned', async ({ body }) => ({
      tx_to_sign: await buildSendXrp(ctx, body.classic_address, body.xrp_amount, body),
    })),
    bind('POST /api/trustless/send_xrp_signed', async ({ body }) => {
      const outcome = await relaySigned(ctx, body.classic_address, ['send_xrp'], [{ blob: body.tx_blob }]);
      const tx = succeeded(outcome, 'send', 'sendXrp');
      return { tx_hash: tx.hash, engine_result: 'tesSUCCESS' };
    }),
    bind('POST /api/trustless/send_tokens_unsigned', async ({ body }) => ({
      tx_to_sign: await buildSendTokens(ctx, body.classic_address, body.token_id, body.token_amount, body),
    })),
    bind('POST /api/trustless/send_tokens_signed', async ({ body }) => {
      const outcome = await relaySigned(ctx, body.classic_address, ['send_tokens'], [{ blob: body.tx_blob }]);
      const tx = succeeded(outcome, 'send', 'sendToken');
      return { tx_hash: tx.hash, engine_result: 'tesSUCCESS' };
    }),
    bind('POST /api/trustless/amm_deposit_unsigned', async ({ body }) => ({
      tx_to_sign: await buildDeposit(ctx, body.classic_address, body.token_id, body.deposit_type, {
        xrp: body.xrp_amount,
        token: body.token_amount,
      }),
    })),
    bind('POST /api/trustless/amm_deposit_signed', async ({ body }) => {
      const outcome = await relaySigned(ctx, body.classic_address, ['amm_deposit'], [{ blob: body.tx_blob }]);
      const tx = succeeded(outcome, 'deposit', 'ammDeposit');
      const { lp_currency: currency, amm_account: issuer } = outcome.request.context as Record<
        string,
        string
      >;
      const lp = tokenChange(tx.meta, body.classic_address, String(currency), String(issuer));
      return {
        tx_hash: tx.hash,
        engine_result: 'tesSUCCESS',
        lp_tokens_received: plainValue(lp.signum() > 0 ? lp : IssuedValue.zero),
      };
    }),
    bind('POST /api/trustless/amm_withdraw_unsigned', async ({ body }) => ({
      tx_to_sign: await buildWithdraw(ctx, body.classic_address, body.token_id, body.withdraw_type, {
        xrp: body.xrp_amount,
        token: body.token_amount,
      }),
    })),
    bind('POST /api/trustless/amm_withdraw_signed', async ({ body }) => {
      const outcome = await relaySigned(
        ctx,
        body.classic_address,
        ['amm_withdraw'],
        [{ blob: body.tx_blob }],
      );
      const tx = succeeded(outcome, 'withdraw', 'ammWithdraw');
      return {
        tx_hash: tx.hash,
        engine_result: 'tesSUCCESS',
        xrp_received: withdrawnXrp(tx.meta, body.classic_address, feePaid(outcome, 'withdraw')),
        token_received: receivedToken(outcome, body.classic_address),
      };
    }),
    bind('POST /api/trustless/amm_vote_unsigned', async ({ body }) => ({
      tx_to_sign: await buildVote(ctx, body.classic_address, body.token_id, body.trading_fee),
    })),
    bind('POST /api/trustless/amm_vote_signed', async ({ body }) => {
      const outcome = await relaySigned(
        ctx,
        body.classic_address,
        ['amm_vote'],
        [{ blob: body.tx_blob }],
        (request) =>
          refuseRepeatedVote(ctx, body.classic_address, String(request.context['token_id']), request.id),
      );
      const tx = succeeded(outcome, 'vote', 'ammVote');
      return { tx_hash: tx.hash, engine_result: 'tesSUCCESS' };
    }),
  ];
}
