import { apiVersionOf, execute, maskSecrets, type ServerEnv, type Session } from '../api/index.js';
import type { LedgerNode } from '../node/index.js';

// One WebSocket request → rippled's response envelope (ServerHandler::processSession for WebSockets).

export interface Caller {
  node: LedgerNode;
  env: ServerEnv;
  admin: boolean;
  session?: Session;
}

/** The keys rippled copies from the request into the response. */
function echoed(request: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of ['id', 'jsonrpc', 'ripplerpc', 'api_version']) if (k in request) out[k] = request[k];
  return out;
}

export async function answerWs(
  request: Record<string, unknown>,
  caller: Caller,
): Promise<Record<string, unknown>> {
  const apiVersion = apiVersionOf(request);
  const { command, method } = request;
  const badCommand =
    (command === undefined && method === undefined) ||
    (command !== undefined && typeof command !== 'string') ||
    (method !== undefined && typeof method !== 'string') ||
    (command !== undefined && method !== undefined && command !== method);
  if (apiVersion === undefined || badCommand) {
    return {
      type: 'response',
      status: 'error',
      error: apiVersion === undefined ? 'invalid_API_version' : 'missingCommand',
      request,
      ...echoed(request),
    };
  }
  const name = (command ?? method) as string;
  const result = await execute(name, { ...caller, params: request, apiVersion });
  const body =
    'error' in result
      ? { ...result, status: 'error', request: maskSecrets(request) }
      : { result, status: 'success' };
  return { ...body, ...echoed(request), type: 'response' };
}
