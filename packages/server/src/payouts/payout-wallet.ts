/**
 * The operator's payout wallet (shared with vote burns and escrow finishing): what it can pay above its
 * reserve and the network fees, and XRP payments sent from it through the verified relay path.
 */
import { type HotWallets, OPERATOR, relayAsHotWallet } from '../custody/index.js';
import type { TxOutcome } from '../relay/index.js';
import { type TradeContext, cushionedFee } from '../trade/index.js';
import type { PlannedTx } from '../trade/context.js';
import { spendable } from '../trade/wallet-state.js';

export interface XrpPayment {
  readonly destination: string;
  readonly drops: bigint;
}

export async function payoutWalletAddress(hot: HotWallets): Promise<string> {
  return (await hot.obtain('payout', OPERATOR)).address;
}

/** XRP the payout wallet can send in `txCount` payments: above its reserve, after their fees; 0 unfunded. */
export async function payoutBudget(ctx: TradeContext, address: string, txCount: number): Promise<bigint> {
  const account = await ctx.ledger.accountInfo(address);
  if (!account) return 0n;
  const fees = cushionedFee(await ctx.ledger.fees()) * BigInt(txCount);
  const free = (await spendable(ctx, account)) - fees;
  return free > 0n ? free : 0n;
}

/** Sends the payments in one request (one stage); answers each one's outcome, in order. */
export async function sendPayments(
  ctx: TradeContext,
  hot: HotWallets,
  address: string,
  payments: readonly XrpPayment[],
  context: Record<string, unknown>,
): Promise<TxOutcome[]> {
  const plan: PlannedTx[] = payments.map((p, i) => ({
    role: `payout_${i}`,
    stage: 0,
    draft: { transaction_type: 'Payment', destination: p.destination, amount: p.drops.toString() },
  }));
  const outcome = await relayAsHotWallet(ctx, hot, address, plan, context);
  return payments.map(
    (_, i) =>
      outcome.txs.find((tx) => tx.position === i) ?? {
        position: i,
        role: `payout_${i}`,
        hash: '',
        state: 'rejected',
        engineResult: null,
        meta: null,
      },
  );
}

export const paidOut = (tx: TxOutcome) => tx.state === 'validated' && tx.engineResult === 'tesSUCCESS';
