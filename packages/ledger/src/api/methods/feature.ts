import type { Amendment } from '../../node/index.js';
import type { RpcContext } from '../context.js';
import { rpcError } from '../errors.js';

// feature, as Feature1.cpp / AmendmentTable::getJson: every amendment by id, or one by name or id.
// Standalone has no votes, so admins see `vetoed: false` on the ones not enabled and no majority data.

function describe(a: Amendment, admin: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { enabled: a.enabled, name: a.name, supported: a.supported };
  if (!a.enabled && admin) out.vetoed = false;
  return out;
}

export function feature(ctx: RpcContext): Record<string, unknown> {
  const all = ctx.node.amendments();
  const wanted = ctx.params.feature;
  if (wanted === undefined || wanted === null) {
    return { features: Object.fromEntries(all.map((a) => [a.id, describe(a, ctx.admin)])) };
  }
  if (typeof wanted !== 'string') throw rpcError('badFeature');
  const found = all.find((a) => a.name === wanted || a.id === wanted.toUpperCase());
  if (!found) throw rpcError('badFeature');
  return { [found.id]: describe(found, ctx.admin) };
}
