/**
 * The ledger's simulate over the browser's read-only WebSocket to the ledger (DESIGN.md): one short request
 * per preview, with a time limit, so that a slow or unreachable ledger never holds the preview up.
 */
import type { SimulateAnswer, SimulateCall } from './simulation.js';

export const SIMULATE_TIMEOUT_MS = 3000;

/** The part of the browser's WebSocket used here (tests pass another implementation). */
export interface SocketLike {
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'error' | 'close', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export type OpenSocket = (url: string) => SocketLike;

const browserSocket: OpenSocket = (url) => new WebSocket(url);

/** The rippled answer as the preview needs it, or the reason it cannot be used. */
function readAnswer(data: unknown): SimulateAnswer {
  const message = JSON.parse(String(data)) as { status?: string; error?: string; result?: SimulateAnswer };
  if (message.status !== 'success' || typeof message.result?.engine_result !== 'string') {
    throw new Error(`simulate: ${message.error ?? 'unexpected answer'}`);
  }
  return message.result;
}

/** A SimulateCall against the ledger at `url` (ws:// or wss://). */
export function wsSimulate(
  url: string,
  open: OpenSocket = browserSocket,
  timeoutMs = SIMULATE_TIMEOUT_MS,
): SimulateCall {
  return (tx) =>
    new Promise<SimulateAnswer>((resolve, reject) => {
      const socket = open(url);
      let settled = false;
      const timer = setTimeout(() => fail('no answer in time'), timeoutMs);
      function settle(outcome: () => void): void {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.close();
        outcome();
      }
      function fail(why: string): void {
        settle(() => reject(new Error(`simulate: ${why}`)));
      }
      socket.addEventListener('open', () =>
        socket.send(JSON.stringify({ id: 1, command: 'simulate', tx_json: tx, binary: false })),
      );
      socket.addEventListener('message', (event) => {
        try {
          const answer = readAnswer(event.data);
          settle(() => resolve(answer));
        } catch (error) {
          settle(() => reject(error instanceof Error ? error : new Error(String(error))));
        }
      });
      socket.addEventListener('error', () => fail('ledger unreachable'));
      socket.addEventListener('close', () => fail('connection closed'));
    });
}
