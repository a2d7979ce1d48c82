import { createServer, type Server } from 'node:http';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { Session, type ServerEnv } from '../api/index.js';
import type { LedgerNode } from '../node/index.js';
import { isLoopback } from './local.js';
import { answerWs } from './request.js';
import { StreamHub } from './streams.js';

// The WebSocket API: one JSON request per message, answered as rippled does; requests run concurrently and
// each response carries the request's id. Unparseable or oversized messages get rippled's `jsonInvalid`.

/** rippled's RPC::Tuning::maxRequestSize. */
export const MAX_REQUEST_BYTES = 1_000_000;
/** Frames beyond this are refused by the socket layer itself (close code 1009). */
const MAX_FRAME_BYTES = 16 * MAX_REQUEST_BYTES;

export interface WsServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

function parse(data: RawData): Record<string, unknown> | undefined {
  const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
  if (size > MAX_REQUEST_BYTES) return undefined;
  try {
    const value: unknown = JSON.parse(rawText(data));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function serve(ws: WebSocket, admin: boolean, node: LedgerNode, env: ServerEnv, hub: StreamHub): void {
  const session = new Session(admin);
  hub.add(session, ws);
  ws.on('close', () => hub.remove(session));
  ws.on('error', () => ws.terminate());
  ws.on('message', (data) => {
    const request = parse(data);
    const reply = (msg: unknown) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(msg));
    if (!request) return void reply({ type: 'error', error: 'jsonInvalid', value: rawText(data) });
    answerWs(request, { node, env, admin, session }).then(reply, (e: unknown) => {
      console.error('localnet: websocket request failed', e);
    });
  });
}

export async function startWsServer(
  node: LedgerNode,
  env: ServerEnv,
  port: number,
  host: string,
  isAdmin: (address: string | undefined) => boolean = isLoopback,
): Promise<WsServer> {
  const server = createServer((_req, res) => {
    res.writeHead(400, { 'Content-Type': 'text/plain' }).end('This port speaks WebSocket.\n');
  });
  const wss = new WebSocketServer({ server, maxPayload: MAX_FRAME_BYTES });
  const hub = new StreamHub(node, env.networkId);
  wss.on('connection', (ws, req) => serve(ws, isAdmin(req.socket.remoteAddress), node, env, hub));
  await new Promise<void>((resolve, reject) => {
    // ws re-emits the HTTP server's errors (a taken port) on wss, where nothing else listens for them.
    wss.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    port: actual,
    async close() {
      hub.stop();
      for (const ws of wss.clients) ws.close(1001, 'Shutting Down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const ws of wss.clients) ws.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
