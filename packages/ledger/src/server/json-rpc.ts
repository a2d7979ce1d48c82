import { apiVersionOf, execute, maskSecrets } from '../api/index.js';
import type { Caller } from './request.js';

// One JSON-RPC body → rippled's HTTP answer (ServerHandler::processRequest): transport errors are plain-text 400s,
// everything else 200 with `{result: {..., status}}`.

export interface HttpAnswer {
  status: number;
  contentType: string;
  body: string;
}

const plain = (status: number, text: string): HttpAnswer => ({
  status,
  contentType: 'text/html',
  body: text,
});

export async function answerJsonRpc(text: string, caller: Omit<Caller, 'session'>): Promise<HttpAnswer> {
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch (e) {
    return plain(400, `Unable to parse request: ${(e as Error).message}`);
  }
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return plain(400, 'Unable to parse request: ');
  }
  const rpc = request as Record<string, unknown>;
  const first = Array.isArray(rpc.params) ? (rpc.params[0] as unknown) : undefined;
  const apiVersion =
    typeof first === 'object' && first !== null ? apiVersionOf(first as Record<string, unknown>) : 1;
  if (apiVersion === undefined) return plain(400, 'invalid_API_version');
  const { method } = rpc;
  if (method === undefined || method === null) return plain(400, 'Null method');
  if (typeof method !== 'string') return plain(400, 'method is not string');
  if (method === '') return plain(400, 'method is empty');
  let params: Record<string, unknown> = {};
  if (rpc.params !== undefined && rpc.params !== null) {
    if (!Array.isArray(rpc.params) || rpc.params.length !== 1) return plain(400, 'params unparsable');
    const p: unknown = rpc.params[0];
    if (p !== null && (typeof p !== 'object' || Array.isArray(p))) return plain(400, 'params unparsable');
    params = { ...((p ?? {}) as Record<string, unknown>) };
  }
  params.command = method;
  const result = await execute(method, { ...caller, params, apiVersion });
  const wrapped =
    'error' in result
      ? { ...result, status: 'error', request: maskSecrets(params) }
      : { ...result, status: 'success' };
  const reply: Record<string, unknown> = { result: wrapped };
  for (const k of ['jsonrpc', 'ripplerpc', 'id']) if (k in params) reply[k] = params[k];
  return { status: 200, contentType: 'application/json; charset=UTF-8', body: `${JSON.stringify(reply)}\n` };
}
