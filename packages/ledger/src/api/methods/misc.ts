import { randomBytes } from 'node:crypto';
import type { RpcContext } from '../context.js';

// ping and random.

export function ping(ctx: RpcContext): Record<string, unknown> {
  if (!ctx.admin) return {};
  // rippled adds `unlimited` only on WebSocket sessions (an InfoSub with an unlimited consumer).
  return ctx.session ? { role: 'admin', unlimited: true } : { role: 'admin' };
}

export function random(): Record<string, unknown> {
  return { random: randomBytes(32).toString('hex').toUpperCase() };
}
