/**
 * Compression of a text answer built per request (a token page's HTML with its record), for clients that
 * accept it: brotli, else gzip. The built files have precompressed copies (@fastify/static's preCompressed).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type TextEncoding = 'br' | 'gzip';

/** The encoding to answer with, from an Accept-Encoding header (a q of 0 refuses one). */
export function textEncodingFor(acceptEncoding: string | undefined): TextEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** A quick setting: the text is a few kilobytes and is compressed on every request. */
const BROTLI_QUALITY = 5;

export function encodeText(text: string, encoding: TextEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(text);
}
