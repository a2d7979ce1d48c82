import type { RpcContext } from './context.js';
import { errorJson, RpcError } from './errors.js';
import { METHODS } from './registry.js';

// rippled's RPC::doCommand: find the handler, check the caller's role, run it, and turn any failure into
// rippled's error object (a thrown RpcError as given, anything else as `internal`).

export const API_VERSION_MIN = 1;
export const API_VERSION_MAX = 2;

/** rippled's getAPIVersionNumber: absent = 1; an integer in [1, 2]; anything else is invalid (undefined). */
export function apiVersionOf(request: Record<string, unknown>): number | undefined {
  if (!('api_version' in request)) return 1;
  const v = request.api_version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < API_VERSION_MIN || v > API_VERSION_MAX)
    return undefined;
  return v;
}

/** Runs `method`; the answer is the handler's result, or an error object (it then has an `error` key). */
export async function execute(method: string, ctx: RpcContext): Promise<Record<string, unknown>> {
  const spec = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!spec) return errorJson('unknownCmd');
  if (spec.admin && !ctx.admin) return errorJson('noPermission');
  try {
    return await spec.handler(ctx);
  } catch (e) {
    if (e instanceof RpcError) return e.json;
    console.error(`localnet: ${method} failed`, e);
    return errorJson('internal');
  }
}

/** rippled masks secrets in the `request` it echoes with an error. */
export function maskSecrets(request: Record<string, unknown>): Record<string, unknown> {
  const out = { ...request };
  for (const k of ['passphrase', 'secret', 'seed', 'seed_hex']) if (k in out) out[k] = '<masked>';
  return out;
}
