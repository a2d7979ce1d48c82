/**
 * A token's icon is what its bytes say, read from the header: PNG, JPEG or WebP with its size in pixels;
 * anything else (an SVG, a GIF, HTML called a PNG) is not an icon we host.
 */
import { describe, expect, it } from 'vitest';
import { ICON_ERRORS, checkIconImage, readImageHeader } from '../../src/index.js';

const u16be = (n: number) => [n >> 8, n & 0xff];
const u16le = (n: number) => [n & 0xff, n >> 8];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const u32be = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const text = (t: string) => [...t].map((c) => c.charCodeAt(0));

const png = (w: number, h: number) =>
  Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    ...text('IHDR'),
    ...u32be(w),
    ...u32be(h),
    8,
    6,
    0,
    0,
    0,
  ]);

/** SOI, an APP0 segment to skip, then a baseline frame header. */
const jpeg = (w: number, h: number, frame = 0xc0) =>
  Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...u16be(16),
    ...text('JFIF'),
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    frame,
    ...u16be(17),
    8,
    ...u16be(h),
    ...u16be(w),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);

const riff = (chunk: string, body: number[]) =>
  Uint8Array.from([
    ...text('RIFF'),
    ...u32be(0),
    ...text('WEBP'),
    ...text(chunk),
    ...u32be(body.length),
    ...body,
    0,
    0,
    0,
    0,
  ]);
const vp8x = (w: number, h: number) => riff('VP8X', [0, 0, 0, 0, ...u24le(w - 1), ...u24le(h - 1)]);
const vp8l = (w: number, h: number) => {
  const bits = (w - 1) | ((h - 1) << 14);
  return riff('VP8L', [
    0x2f,
    bits & 0xff,
    (bits >> 8) & 0xff,
    (bits >> 16) & 0xff,
    (bits >>> 24) & 0xff,
    0,
    0,
    0,
    0,
    0,
  ]);
};
const vp8 = (w: number, h: number) =>
  riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(w), ...u16le(h), 0, 0]);

describe('reading an icon header', () => {
  it('gives the type and pixel size of a PNG, a JPEG and each WebP kind', () => {
    expect(readImageHeader(png(64, 48))).toEqual({ extension: 'png', width: 64, height: 48 });
    expect(readImageHeader(jpeg(300, 200))).toEqual({ extension: 'jpg', width: 300, height: 200 });
    expect(readImageHeader(jpeg(120, 90, 0xc2))).toEqual({ extension: 'jpg', width: 120, height: 90 });
    expect(readImageHeader(vp8x(512, 256))).toEqual({ extension: 'webp', width: 512, height: 256 });
    expect(readImageHeader(vp8l(100, 37))).toEqual({ extension: 'webp', width: 100, height: 37 });
    expect(readImageHeader(vp8(640, 480))).toEqual({ extension: 'webp', width: 640, height: 480 });
  });

  it('knows nothing else: SVG, GIF, HTML, an empty or cut-off file', () => {
    for (const bytes of [
      Uint8Array.from(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
      Uint8Array.from(text('GIF89a\x01\x00\x01\x00')),
      Uint8Array.from(text('<html><script>alert(1)</script>')),
      new Uint8Array(0),
      png(64, 64).slice(0, 20),
      jpeg(64, 64).slice(0, 24),
    ])
      expect(readImageHeader(bytes)).toBeUndefined();
  });
});

describe('an icon we may host', () => {
  it('is at most 256 KB and 1024 × 1024 pixels, said in the words the form and the API show', () => {
    expect(checkIconImage(png(1024, 1024))).toEqual({
      ok: true,
      header: { extension: 'png', width: 1024, height: 1024 },
    });
    expect(checkIconImage(png(1025, 16))).toEqual({ ok: false, detail: ICON_ERRORS.tooManyPixels });
    expect(checkIconImage(jpeg(16, 2000))).toEqual({ ok: false, detail: ICON_ERRORS.tooManyPixels });
    expect(checkIconImage(png(0, 16))).toEqual({ ok: false, detail: ICON_ERRORS.unreadable });
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(png(16, 16));
    expect(checkIconImage(big)).toEqual({ ok: false, detail: ICON_ERRORS.tooLarge });
    expect(checkIconImage(Uint8Array.from(text('<svg/>')))).toEqual({
      ok: false,
      detail: ICON_ERRORS.wrongType,
    });
  });
});
