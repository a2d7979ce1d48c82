/** The built web app: static files, the SPA's index.html for its own routes, JSON 404s for the rest. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES, notFoundMessage } from './messages.js';

function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
}

/** Serves `webDir` when it holds a built app; returns whether it does. */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<boolean> {
  const built = existsSync(path.join(webDir, 'index.html'));
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
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathOnly = request.url.split('?')[0] ?? request.url;
    if (built && wantsPage(request) && path.extname(pathOnly) === '') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const detail =
      !built && wantsPage(request) ? SERVER_MESSAGES.webNotBuilt : notFoundMessage(request.method, pathOnly);
    return reply.code(404).send({ detail });
  });
  return built;
}
