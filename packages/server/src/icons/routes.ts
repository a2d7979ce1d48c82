/**
 * GET /api/icons/<sha256>.<ext>: an icon we host, from our own origin. The name is the hash of the bytes, so
 * the answer never changes: cached for good; its exact type and nosniff keep it an image and nothing else.
 */
import type { FastifyInstance } from 'fastify';
import { ICON_ERRORS, ICONS_PATH } from '@horizon/core';
import type { IconStore } from './icon-store.js';

export function registerIconRoutes(app: FastifyInstance, store: IconStore): void {
  app.get<{ Params: { file: string } }>(`${ICONS_PATH}:file`, async (request, reply) => {
    const icon = await store.get(request.params.file);
    if (!icon) return reply.code(404).send({ detail: ICON_ERRORS.notFound });
    const etag = `"${request.params.file}"`;
    reply.headers({
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag,
    });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(icon.contentType).send(icon.bytes);
  });
}
