/**
 * The built web app: static files, the SPA's index.html for its own routes (with the page's first answer in
 * it where there is one: market/early-data.ts), JSON 404s for the rest.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EARLY_DATA_ELEMENT_ID } from '@horizon/core';
import { SERVER_MESSAGES, notFoundMessage } from './messages.js';
import { encodeText, textEncodingFor } from './text-encoding.js';

function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
}

/** A page's first answer, to put in its HTML. */
export interface EarlyData {
  /** The API path the answer is for (the page's call to it takes the copy instead). */
  readonly url: string;
  /** The answer's JSON, as the API sends it. */
  readonly json: string;
}

export type EarlyDataSource = (pathname: string) => Promise<EarlyData | undefined>;

/**
 * JSON as the text of a script element: `<` escaped, so no `</script>` or `<!--` in a token's name can end
 * the element or open a comment (JSON.parse reads \u003c back as `<`).
 */
export function jsonInScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with the early answer as a data block (not script: the CSP's script-src does not apply). */
export function withEarlyData(html: string, early: EarlyData): string {
  const element =
    `<script type="application/json" id="${EARLY_DATA_ELEMENT_ID}" data-url="${early.url}">` +
    `${jsonInScript(early.json)}</script>`;
  return html.replace('</head>', () => `${element}</head>`);
}

async function earlyDataOf(source: EarlyDataSource | undefined, pathname: string) {
  try {
    return await source?.(pathname);
  } catch {
    return undefined; // the page then asks the API itself
  }
}

/** Serves `webDir` when it holds a built app; returns whether it does. */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  earlyData?: EarlyDataSource,
): Promise<boolean> {
  const built = existsSync(path.join(webDir, 'index.html'));
  // Read once: the build does not change under a running server (npm start rebuilds before starting it).
  const indexHtml = built && earlyData ? await readFile(path.join(webDir, 'index.html'), 'utf8') : '';
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: true,
      // The web build writes .br and .gz beside each text asset; they are sent to clients that accept them.
      preCompressed: true,
      // Hashed assets may be cached for good; the page that names them must be fetched fresh.
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathOnly = request.url.split('?')[0] ?? request.url;
    if (built && wantsPage(request) && path.extname(pathOnly) === '') {
      reply.header('cache-control', 'no-cache');
      const early = await earlyDataOf(earlyData, pathOnly);
      if (!early) return reply.sendFile('index.html');
      const html = withEarlyData(indexHtml, early);
      const encoding = textEncodingFor(request.headers['accept-encoding']);
      reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(encodeText(html, encoding));
    }
    const detail =
      !built && wantsPage(request) ? SERVER_MESSAGES.webNotBuilt : notFoundMessage(request.method, pathOnly);
    return reply.code(404).send({ detail });
  });
  return built;
}
