import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ServerEnv } from '../api/index.js';
import type { LedgerNode } from '../node/index.js';
import { fund } from './faucet.js';
import { answerJsonRpc } from './json-rpc.js';
import { isLoopback } from './local.js';
import { MAX_REQUEST_BYTES } from './ws-server.js';

// The JSON-RPC port: POST any path with a JSON-RPC body (rippled ignores the path), and the faucet at
// POST /accounts. GET / answers rippled's plain test page.

export interface HttpServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' };

function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= limit) chunks.push(c);
    });
    req.on('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, contentType: string, body: string, extra = {}): void {
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body), ...extra });
  res.end(body);
}

async function faucet(req: IncomingMessage, res: ServerResponse, node: LedgerNode, autoClose: boolean) {
  const text = (await readBody(req, MAX_REQUEST_BYTES)) ?? '';
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return send(res, 400, 'application/json', JSON.stringify({ error: 'Invalid JSON body' }), CORS);
  }
  const answer = await fund(node, body, autoClose);
  send(res, answer.status, 'application/json', JSON.stringify(answer.body), CORS);
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  node: LedgerNode,
  env: ServerEnv,
  autoClose: boolean,
  isAdmin: (address: string | undefined) => boolean,
) {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'OPTIONS')
    return send(res, 204, 'text/plain', '', { ...CORS, 'Access-Control-Allow-Methods': 'POST' });
  if (req.method === 'POST' && path === '/accounts') return faucet(req, res, node, autoClose);
  if (req.method === 'GET') {
    const page =
      '<!DOCTYPE html><html><head><title>Test page for rippled</title></head><body><h1>Test</h1><p>This page shows rippled http(s) connectivity is working.</p></body></html>';
    return send(res, 200, 'text/html', page);
  }
  const text = await readBody(req, MAX_REQUEST_BYTES);
  if (text === undefined) return send(res, 400, 'text/html', 'Unable to parse request: request too large');
  const admin = isAdmin(req.socket.remoteAddress);
  const answer = await answerJsonRpc(text, { node, env, admin });
  send(res, answer.status, answer.contentType, answer.body);
}

export async function startHttpServer(
  node: LedgerNode,
  env: ServerEnv,
  port: number,
  host: string,
  autoClose: boolean,
  isAdmin: (address: string | undefined) => boolean = isLoopback,
): Promise<HttpServer> {
  const server = createServer((req, res) => {
    route(req, res, node, env, autoClose, isAdmin).catch((e: unknown) => {
      console.error('localnet: http request failed', e);
      if (!res.headersSent) send(res, 500, 'text/plain', 'Internal error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
