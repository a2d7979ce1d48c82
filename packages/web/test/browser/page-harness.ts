/**
 * A test page built with Vite from a folder of test/browser/, served on 127.0.0.1 with an optional handler
 * for API paths, and Debian's Chromium to open it.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, type Page, chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';

export const CHROMIUM = '/usr/bin/chromium';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export type ApiHandler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

export interface ServedPage {
  readonly origin: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

async function buildPage(pageDir: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'horizon-test-page-'));
  await build({
    configFile: false,
    root: pageDir,
    logLevel: 'silent',
    plugins: [react()],
    resolve: { conditions: ['@horizon/source', ...defaultClientConditions] },
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      modulePreload: { polyfill: false },
    },
  });
  return dir;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });
}

function serve(root: string, api: ApiHandler): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    if (path.startsWith('/api/')) return void readBody(req).then((body) => api(req, body, res));
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    readFile(file).then(
      (body) =>
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Builds `pageDir`, serves it with `api` for /api/*, and launches Chromium. */
export async function servePage(pageDir: string, api: ApiHandler): Promise<ServedPage> {
  const outDir = await buildPage(pageDir);
  const server = await serve(outDir, api);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    browser,
    async close() {
      await browser.close();
      await new Promise((r) => server.close(r));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A test page's API as a table of answers: the method, the request's path and query, its body. */
export type JsonApi = (method: string, url: string, body: string) => readonly [number, unknown];

/**
 * Serves `pageDir` with `api`, opens it, and generates one wallet in the vault, its backup left pending (the
 * dialog closed without confirming), as a user who has just added a wallet.
 */
export async function openWithNewWallet(
  pageDir: string,
  api: JsonApi,
): Promise<{ served: ServedPage; page: Page }> {
  const served = await servePage(pageDir, (req, body, res) => {
    const [code, answer] = api(req.method ?? 'GET', req.url ?? '', body);
    json(res, code, answer);
  });
  const page = await (await served.browser.newContext()).newPage();
  await page.goto(`${served.origin}/`);
  await page.getByRole('button', { name: 'Add Wallet' }).click();
  await page.getByRole('button', { name: 'Generate Wallet' }).click();
  await page.getByTestId('backup-address').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  return { served, page };
}
