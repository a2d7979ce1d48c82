/**
 * Everything a browser session sends or keeps, as text, for the secret scan (issue 8 "Security"): every HTTP
 * request of the context (method, URL, all headers, body), every WebSocket frame the page sends, the server's
 * log lines, every string React held at any commit, and at the end localStorage, sessionStorage, the cookies,
 * IndexedDB and the page's DOM.
 */
import { Writable } from 'node:stream';
import type { Page, Request } from 'playwright-core';
import { type ReactStrings, dumpIndexedDb, installReactProbe, readReactStrings } from './browser-probes.js';

export interface SentRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface SentFrame {
  readonly url: string;
  readonly payload: string;
}

export class SessionRecorder {
  readonly requests: SentRequest[] = [];
  readonly frames: SentFrame[] = [];
  readonly serverLog: string[] = [];
  /** What the browser keeps, read by `snapshotBrowser` (storage, cookies, DOM, IndexedDB, React) by name. */
  readonly kept = new Map<string, string>();
  /** What the React probe saw (read by `snapshotBrowser`). */
  react: ReactStrings = { strings: [], commits: 0, errors: [] };
  private readonly pending: Promise<void>[] = [];

  /** A stream for `StackOptions.serverLog`: the server's JSON log lines land in `serverLog`. */
  readonly serverLogStream = new Writable({
    write: (chunk: Buffer | string, _encoding, done) => {
      this.serverLog.push(chunk.toString());
      done();
    },
  });

  /** Records every request of the page's context, every frame its WebSockets send, and React's strings. */
  async watch(page: Page): Promise<void> {
    await installReactProbe(page);
    page.context().on('request', (request) => this.pending.push(this.record(request)));
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        this.frames.push({
          url: socket.url(),
          payload: typeof payload === 'string' ? payload : payload.toString('utf8'),
        });
      });
    });
  }

  private async record(request: Request): Promise<void> {
    // allHeaders() adds what the network stack sets (Cookie among them); a request torn down answers the basic set.
    const headers = await request.allHeaders().catch(() => request.headers());
    const body = request.postDataBuffer()?.toString('utf8') ?? '';
    this.requests.push({ method: request.method(), url: request.url(), headers, body });
  }

  /** Reads what the browser keeps once the session is over. */
  async snapshotBrowser(page: Page): Promise<void> {
    await Promise.all(this.pending);
    const kept = await page.evaluate(() => {
      const dump = (s: Storage) => JSON.stringify(Object.fromEntries(Object.entries(s)));
      return {
        localStorage: dump(localStorage),
        sessionStorage: dump(sessionStorage),
        documentCookie: document.cookie,
        dom: document.documentElement.outerHTML,
      };
    });
    for (const [name, text] of Object.entries(kept)) this.kept.set(name, text);
    // HttpOnly cookies too, which document.cookie cannot see.
    this.kept.set('cookies', JSON.stringify(await page.context().cookies()));
    this.kept.set('indexedDB', await dumpIndexedDb(page));
    this.react = await readReactStrings(page);
    this.kept.set('React state', JSON.stringify(this.react.strings));
  }

  /** Every recorded thing as one labelled text, the unit the scan searches. */
  sources(): { readonly label: string; readonly text: string }[] {
    return [
      ...this.requests.map((r) => ({
        label: `${r.method} ${r.url}`,
        text: [r.method, r.url, JSON.stringify(r.headers), r.body].join('\n'),
      })),
      ...this.frames.map((f) => ({ label: `frame to ${f.url}`, text: f.payload })),
      ...this.serverLog.map((line) => ({ label: 'server log', text: line })),
      ...[...this.kept].map(([label, text]) => ({ label, text })),
    ];
  }
}
