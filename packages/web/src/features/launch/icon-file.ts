/**
 * An icon file chosen in the launch form, checked as the server checks it (core's rules: PNG, JPEG or WebP by
 * its bytes, at most 256 KB and 1024 × 1024 pixels) and turned into the data URL the launch call takes.
 */
import { ICON_CONTENT_TYPES, ICON_ERRORS, ICON_MAX_BYTES, checkIconImage } from '@horizon/core';

export type IconFile =
  { readonly ok: true; readonly dataUrl: string } | { readonly ok: false; readonly detail: string };

const CHUNK = 0x8000;

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return btoa(binary);
}

/** The upload for a chosen file, or the message to show under the field. */
export async function readIconFile(file: Blob): Promise<IconFile> {
  if (file.size > ICON_MAX_BYTES) return { ok: false, detail: ICON_ERRORS.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkIconImage(bytes);
  if (!checked.ok) return checked;
  // The type the bytes show, not the one the file claims.
  return {
    ok: true,
    dataUrl: `data:${ICON_CONTENT_TYPES[checked.header.extension]};base64,${base64Of(bytes)}`,
  };
}
