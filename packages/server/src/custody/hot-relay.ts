/**
 * What a hot wallet sends goes the way every user transaction goes: issued and recorded, signed, verified
 * against what was issued, relayed in stages and read back from validated ledgers. Only the signer differs.
 */
import { prepareUnsigned } from '@horizon/core';
import { HttpError } from '../http/http-error.js';
import { type RequestOutcome, verifySignedSet } from '../relay/index.js';
import { type PlannedTx, type TradeContext, issue } from '../trade/context.js';
import type { HotWallets } from './hot-wallets.js';

export const HOT_RELAY_MESSAGES = {
  notActivated: 'The server-held wallet is not activated on the ledger yet: fund it with XRP first',
} as const;

/** One hot wallet's requests one at a time: each takes the Sequence the previous one left. */
const queues = new Map<string, Promise<unknown>>();

function serialized<T>(address: string, run: () => Promise<T>): Promise<T> {
  const previous = queues.get(address) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(run);
  queues.set(address, next);
  void next.finally(() => {
    if (queues.get(address) === next) queues.delete(address);
  });
  return next;
}

/**
 * Issues `plan` for the hot wallet `address`, signs it with the wallet's key and relays it; answers the
 * outcome of every transaction (validated or not). `context` is kept with the request (what it was for).
 */
export function relayAsHotWallet(
  ctx: TradeContext,
  hot: HotWallets,
  address: string,
  plan: readonly PlannedTx[],
  context: Record<string, unknown>,
): Promise<RequestOutcome> {
  return serialized(address, async () => {
    const account = await ctx.ledger.accountInfo(address);
    if (!account) throw new HttpError(409, HOT_RELAY_MESSAGES.notActivated);
    const issued = await issue(ctx, 'custody', account, plan, { context });
    const posted = [];
    for (const [i, tx] of issued.txs.entries()) {
      const prepared = prepareUnsigned(tx, address, plan[i]?.role ?? 'transaction');
      posted.push({ blob: (await hot.sign(address, prepared as Record<string, unknown>)).blob });
    }
    const set = await verifySignedSet(ctx, address, ['custody'], posted);
    const [outcome] = await ctx.relayer.relay([set]);
    if (!outcome) throw new Error('the relay answered no outcome');
    return outcome;
  });
}
