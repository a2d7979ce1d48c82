import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { textEncodingFor } from '../../src/http/text-encoding.js';
import { type EarlyDataSource, jsonInScript, registerWebApp, withEarlyData } from '../../src/http/web-app.js';

const INDEX =
  '<!doctype html><html><head><title>Horizon</title></head><body><div id="root"></div></body></html>';
const RECORD_URL = '/api/tokens/ABC%3ArHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

async function servedWith(earlyData: EarlyDataSource) {
  const web = await mkdtemp(path.join(os.tmpdir(), 'horizon-web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), INDEX);
  const app = Fastify();
  await registerWebApp(app, web, earlyData);
  return app;
}

describe('a page’s first answer in its HTML', () => {
  it('keeps a hostile name inside the data block, and reads back as the same JSON', () => {
    const record = { token_name: '</script><script>alert(1)</script><!--', note: 'a\u2028b' };
    const text = jsonInScript(JSON.stringify(record));
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text)).toEqual(record);
    const html = withEarlyData(INDEX, { url: RECORD_URL, json: JSON.stringify(record) });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(
      `<script type="application/json" id="horizon-early-data" data-url="${RECORD_URL}">`,
    );
    expect(html.indexOf('horizon-early-data')).toBeLessThan(html.indexOf('</head>'));
  });

  it('is served on the page it is for; other pages, and a source that fails, get index.html as built', async () => {
    const app = await servedWith(async (pathname) => {
      if (pathname === '/broken') throw new Error('database gone');
      return pathname.startsWith('/token/') ? { url: RECORD_URL, json: '{"ticker":"ABC"}' } : undefined;
    });
    const token = await app.inject({ method: 'GET', url: '/token/ABC:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh' });
    expect(token.statusCode).toBe(200);
    expect(token.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(token.headers['cache-control']).toBe('no-cache');
    expect(token.body).toContain(`data-url="${RECORD_URL}">{"ticker":"ABC"}</script></head>`);
    for (const url of ['/live-markets', '/broken']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
    }
    await app.close();
  });

  it('is compressed for clients that accept it: brotli first, else gzip, never a refused one', async () => {
    const app = await servedWith(async () => ({ url: RECORD_URL, json: JSON.stringify({ ticker: 'ABC' }) }));
    const url = '/token/ABC:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    await app.close();
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(textEncodingFor(undefined)).toBeUndefined();
    expect(textEncodingFor('identity')).toBeUndefined();
    expect(textEncodingFor('GZIP')).toBe('gzip');
    expect(textEncodingFor('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(textEncodingFor('br; q=0.0, gzip;q=0')).toBeUndefined();
  });
});
