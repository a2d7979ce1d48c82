import type { Amendment } from '../../node/index.js';
import type { RpcContext } from '../context.js';
import { rpcError } from '../errors.js';

// feature, as Feature1.cpp / AmendmentTable::getJson: every amendment of the table by id, or one by name or id
// (badFeature when the table has no such amendment). Standalone has no votes, so no majority data; the table
// holds only supported amendments and enabled ones, so admins see `vetoed: false` on one not enabled.

function describe(a: Amendment, admin: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { enabled: a.enabled };
  if (a.name !== undefined) out.name = a.name;
  out.supported = a.supported;
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
