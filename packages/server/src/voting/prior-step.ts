/** A hot-wallet step already relayed for this purpose (a pass that stopped midway): its outcome, not a repeat. */
import type { RequestOutcome } from '../relay/index.js';
import type { TradeContext } from '../trade/index.js';

export type PriorStep = { readonly kind: 'none' } | { readonly kind: 'pending' } | RequestOutcomeStep;

interface RequestOutcomeStep {
  readonly kind: 'done';
  readonly outcome: RequestOutcome;
}

const FINAL = new Set(['validated', 'rejected', 'skipped', 'expired']);

/** The latest custody request whose context holds every key of `match`, if it was ever relayed. */
export async function priorStep(ctx: TradeContext, match: Record<string, string>): Promise<PriorStep> {
  const keys = Object.keys(match);
  // Keys are written into the SQL text: only plain identifiers from our own code are accepted.
  if (!keys.every((key) => /^[a-z_]+$/.test(key))) throw new Error('context keys must be identifiers');
  const where = keys.map((key, i) => `r.context->>'${key}' = $${i + 1}`).join(' AND ');
  const [row] = await ctx.db.query<{ id: string }>(
    `SELECT r.id FROM issued_requests r JOIN relay_runs rr ON rr.request_id = r.id
     WHERE r.kind = 'custody' AND ${where} ORDER BY r.created_at DESC LIMIT 1`,
    keys.map((key) => match[key]),
  );
  if (!row) return { kind: 'none' };
  const request = await ctx.issued.load(row.id);
  if (!request) return { kind: 'none' };
  const outcome = await ctx.relayer.outcome(request);
  return outcome.txs.every((tx) => FINAL.has(tx.state)) ? { kind: 'done', outcome } : { kind: 'pending' };
}
