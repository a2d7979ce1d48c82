/** Trustline calls: set, clear one, clear all (spec §7), with freed XRP read from the validated metadata. */
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import type { TradeContext } from './context.js';
import { failureOf, relaySigned, succeeded } from './submit.js';
import { buildClearAll, buildClearTrustline, buildSetTrustline, freedXrp } from './trustlines.js';
import { verifySignedSet } from '../relay/index.js';

export function trustlineRoutes(ctx: TradeContext): RouteBinding[] {
  return [
    bind('POST /api/trustless/set_trustline_unsigned', async ({ body }) => ({
      tx_to_sign: await buildSetTrustline(ctx, body.classic_address, body.token_id),
    })),
    bind('POST /api/trustless/set_trustline_signed', async ({ body }) => {
      const outcome = await relaySigned(
        ctx,
        body.classic_address,
        ['set_trustline'],
        [{ blob: body.tx_blob }],
      );
      const tx = succeeded(outcome, 'trustline', 'trustlineSet');
      return { tx_hash: tx.hash, engine_result: 'tesSUCCESS' };
    }),
    bind('POST /api/trustless/clear_trustline_unsigned', async ({ body }) => ({
      tx_to_sign: await buildClearTrustline(ctx, body.classic_address, body.token_id),
    })),
    bind('POST /api/trustless/clear_trustline_signed', async ({ body }) => {
      const outcome = await relaySigned(
        ctx,
        body.classic_address,
        ['clear_trustline'],
        [{ blob: body.tx_blob }],
      );
      const tx = succeeded(outcome, 'trustline', 'trustlineClear');
      const freed = await freedXrp(ctx, [tx.meta], body.classic_address);
      return { tx_hash: tx.hash, engine_result: 'tesSUCCESS', freed_xrp: freed };
    }),
    bind('POST /api/trustless/clear_all_trustlines_unsigned', async ({ body }) => {
      const { txs, withBalance } = await buildClearAll(ctx, body.classic_address);
      return { txs_to_sign: txs, count: txs.length, lines_with_balance: withBalance };
    }),
    bind('POST /api/trustless/clear_all_trustlines_signed', async ({ body }) => {
      // Each clear is its own request: verify every blob first, so a bad one means nothing is submitted.
      const sets = [];
      for (const blob of body.tx_blobs) {
        sets.push(await verifySignedSet(ctx, body.classic_address, ['clear_trustline'], [{ blob }]));
      }
      const outcomes = await ctx.relayer.relay(sets);
      const txs = outcomes.map((o) => o.txs[0]);
      const results = txs.map((tx) => {
        if (tx?.state === 'validated' && tx.engineResult)
          return { tx_hash: tx.hash, engine_result: tx.engineResult };
        throw failureOf(tx, 'trustlineClear');
      });
      const freed = await freedXrp(
        ctx,
        txs.map((tx) => (tx?.engineResult === 'tesSUCCESS' ? tx.meta : null)),
        body.classic_address,
      );
      return {
        results,
        count: results.filter((r) => r.engine_result === 'tesSUCCESS').length,
        freed_xrp: freed,
      };
    }),
  ];
}
