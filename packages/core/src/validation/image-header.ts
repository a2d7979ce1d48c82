/**
 * What an icon image is, read from its first bytes only: PNG, JPEG or WebP and its size in pixels. Anything
 * else (SVG, GIF, HTML, a truncated file) is refused, so the icons we host are only these three raster types.
 */
import { ICON_ERRORS } from '../errors/icon-errors.js';

export const ICON_MAX_BYTES = 256 * 1024;
export const ICON_MAX_SIDE = 1024;

/** The hosted icon's file extension for each image type we accept, and its Content-Type. */
export const ICON_CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type IconExtension = keyof typeof ICON_CONTENT_TYPES;

export interface ImageHeader {
  readonly extension: IconExtension;
  readonly width: number;
  readonly height: number;
}

const be16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const le16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const le24 = (b: Uint8Array, at: number) => le16(b, at) | ((b[at + 2] ?? 0) << 16);
const be32 = (b: Uint8Array, at: number) => be16(b, at) * 65536 + be16(b, at + 2);
const ascii = (b: Uint8Array, at: number, text: string) =>
  [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(b: Uint8Array): ImageHeader | undefined {
  if (b.length < 24 || !PNG_SIGNATURE.every((v, i) => b[i] === v) || !ascii(b, 12, 'IHDR')) return undefined;
  return { extension: 'png', width: be32(b, 16), height: be32(b, 20) };
}

/** A start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) carries the frame's height and width. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(b: Uint8Array): ImageHeader | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) return { extension: 'jpg', width: be16(b, at + 7), height: be16(b, at + 5) };
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or scan data before a frame
    at += 2 + (marker >= 0xd0 && marker <= 0xd8 ? 0 : be16(b, at + 2));
  }
  return undefined;
}

function webp(b: Uint8Array): ImageHeader | undefined {
  if (b.length < 30 || !ascii(b, 0, 'RIFF') || !ascii(b, 8, 'WEBP')) return undefined;
  if (ascii(b, 12, 'VP8 ') && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { extension: 'webp', width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { extension: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, 'VP8X')) return { extension: 'webp', width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  return undefined;
}

/** The image's type and size, or undefined when it is none of PNG, JPEG and WebP (or its header is cut). */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  return png(bytes) ?? jpeg(bytes) ?? webp(bytes);
}

/** An icon we may host: its header, or the message that refuses it (type, bytes, then pixels). */
export function checkIconImage(
  bytes: Uint8Array,
): { ok: true; header: ImageHeader } | { ok: false; detail: string } {
  const header = readImageHeader(bytes);
  if (!header) return { ok: false, detail: ICON_ERRORS.wrongType };
  if (bytes.length > ICON_MAX_BYTES) return { ok: false, detail: ICON_ERRORS.tooLarge };
  if (header.width < 1 || header.height < 1) return { ok: false, detail: ICON_ERRORS.unreadable };
  if (header.width > ICON_MAX_SIDE || header.height > ICON_MAX_SIDE)
    return { ok: false, detail: ICON_ERRORS.tooManyPixels };
  return { ok: true, header };
}
