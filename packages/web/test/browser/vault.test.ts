/**
 * The vault in Debian's Chromium (real IndexedDB and WebCrypto): the master key cannot leave the browser,
 * records round-trip and fail closed, signatures verify, Web Storage never sees a secret, and a blocked
 * IndexedDB gives a session-only vault. Builds a test page with Vite and serves it locally.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, chromium } from 'playwright-core';
import { verify } from 'ripple-keypairs';
import { build, defaultClientConditions } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashes, verifySignature } from 'xrpl';
import type { ProbeName } from './vault-page/main.js';

const CHROMIUM = '/usr/bin/chromium';
const PAGE_DIR = fileURLToPath(new URL('./vault-page/', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

let outDir = '';
let server: Server | undefined;
let browser: Browser | undefined;
let origin = '';

async function buildPage(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'horizon-vault-page-'));
  await build({
    configFile: false,
    root: PAGE_DIR,
    logLevel: 'silent',
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

function serve(root: string): Promise<string> {
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    readFile(file).then(
      (body) =>
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) =>
    server?.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server?.address() as AddressInfo).port}`),
    ),
  );
}

async function openPage(init?: () => void): Promise<Page> {
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext();
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(`${origin}/index.html`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
  return page;
}

function probe<T>(page: Page, name: ProbeName): Promise<T> {
  return page.evaluate((n) => window.runVaultProbe(n), name) as Promise<T>;
}

const available = existsSync(CHROMIUM);

describe.skipIf(!available)('the vault in Chromium', () => {
  beforeAll(async () => {
    outDir = await buildPage();
    origin = await serve(outDir);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => server?.close(r));
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('keeps a non-extractable AES-GCM 256 master key under "master" in the schema-7 database', async () => {
    const result = await probe<Record<string, unknown>>(await openPage(), 'masterKey');
    expect(result).toEqual({
      sessionOnlyReason: null,
      dbVersion: 7,
      stores: ['keys', 'meta', 'mnemonics', 'wallets'],
      kind: 'plain',
      isCryptoKey: true,
      extractable: false,
      algorithm: { name: 'AES-GCM', length: 256 },
      usages: ['decrypt', 'encrypt'],
      exportRefused: true,
      ivLength: 12,
      ciphertextIsBytes: true,
    });
  });

  it('round-trips a record with a fresh 12-byte IV and refuses it under another address', async () => {
    const result = await probe<Record<string, unknown>>(await openPage(), 'roundTrip');
    expect(result).toEqual({
      plain: 'top secret ✓',
      ivLength: 12,
      freshIvs: true,
      wrongContext: 'Failed to decrypt data',
    });
  });

  it('a corrupt stored key gives "Failed to decrypt data"; an unknown address "Wallet not found for address"', async () => {
    const result = await probe<Record<string, unknown>>(await openPage(), 'corruptRecord');
    expect(result).toEqual({ sign: 'Failed to decrypt data', unknown: 'Wallet not found for address' });
  });

  it('withSigner signs a payment and a challenge that verify, loading the key code as its own chunk', async () => {
    const r = await probe<{
      address: string;
      publicKey: string;
      txBlob: string;
      hash: string;
      challenge: string;
      signature: string;
      loadedScripts: string[];
    }>(await openPage(), 'sign');
    expect(r.address).toBe('rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3');
    expect(verifySignature(r.txBlob)).toBe(true);
    expect(r.hash).toBe(hashes.hashSignedTx(r.txBlob));
    expect(verify(Buffer.from(r.challenge, 'utf8').toString('hex'), r.signature, r.publicKey)).toBe(true);
    expect(r.loadedScripts.some((name) => name.startsWith('keys-'))).toBe(true);
  });

  it('never writes a mnemonic or seed to localStorage or sessionStorage', async () => {
    const result = await probe<Record<string, unknown>>(await openPage(), 'nothingInWebStorage');
    expect(result).toEqual({
      mnemonicWords: 24,
      seedRevealed: true,
      mnemonicInStorage: false,
      seedInStorage: false,
      storedKeys: [],
    });
  });

  it('with IndexedDB blocked, gives a working session-only vault and says why', async () => {
    const page = await openPage(() => {
      Object.defineProperty(window, 'indexedDB', {
        get: () => ({
          open: () => {
            throw new DOMException('The user denied permission to access the database.', 'SecurityError');
          },
        }),
      });
    });
    const result = await probe<Record<string, unknown>>(page, 'sessionOnly');
    expect(result).toEqual({
      sessionOnlyReason: 'The user denied permission to access the database.',
      persistence: 'session',
      signed: true,
    });
  });
});
