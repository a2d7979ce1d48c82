/**
 * The launch form's icon upload: a PNG, JPEG or WebP up to 256 KB and 1024 × 1024 pixels becomes the data URL
 * the launch call takes (typed by its bytes); anything else shows the reason the server would give.
 */
import { ICON_ERRORS, LaunchRequestSchema } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { readIconFile } from '../../../src/features/launch/icon-file.js';

/** A PNG's signature and header chunk: enough for the checks, which read the header only. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

describe('choosing an icon file', () => {
  it('gives the upload as a data URL typed by the bytes, which the launch request accepts', async () => {
    const bytes = pngHeader(64, 64);
    const read = await readIconFile(new Blob([bytes], { type: 'image/jpeg' }));
    expect(read).toEqual({
      ok: true,
      dataUrl: `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`,
    });
    const icon = read.ok ? read.dataUrl : '';
    expect(LaunchRequestSchema.shape.icon.safeParse(icon).success).toBe(true);
  });

  it('refuses an SVG, a GIF, a file over 256 KB and one over 1024 × 1024 pixels with the reason', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    expect(await readIconFile(svg)).toEqual({ ok: false, detail: ICON_ERRORS.wrongType });
    const gif = new Blob(['GIF89a\u0001\u0000\u0001\u0000'], { type: 'image/gif' });
    expect(await readIconFile(gif)).toEqual({ ok: false, detail: ICON_ERRORS.wrongType });
    const big = new Blob([pngHeader(64, 64), new Uint8Array(256 * 1024)], { type: 'image/png' });
    expect(await readIconFile(big)).toEqual({ ok: false, detail: ICON_ERRORS.tooLarge });
    const wide = new Blob([pngHeader(2048, 64)], { type: 'image/png' });
    expect(await readIconFile(wide)).toEqual({ ok: false, detail: ICON_ERRORS.tooManyPixels });
  });
});
