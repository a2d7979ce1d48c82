/**
 * Token icons are ours: a token's icon is an image the server hosts under a hash of its bytes, or one of the
 * demo's own icons. A launch gives an uploaded image (a data URL) or an https link the server fetches once.
 */
import { z } from 'zod';
import { ICON_ERRORS } from '../errors/icon-errors.js';
import { ICON_MAX_BYTES } from '../validation/image-header.js';

/** Where the server hosts icons: `/api/icons/<sha256 of the bytes>.<png|jpg|webp>`. */
export const ICONS_PATH = '/api/icons/';
const HOSTED_ICON = /^\/api\/icons\/[0-9a-f]{64}\.(png|jpg|webp)$/;
/** The demo market's icons, files of the web app itself. */
const DEMO_ICON = /^\/demo-icons\/[a-z0-9-]{1,40}\.svg$/;

export const isHostedIcon = (text: string): boolean => HOSTED_ICON.test(text) || DEMO_ICON.test(text);

/**
 * A stored icon as readers may show it: our own path as is; a link to one of our paths (rows stored before
 * icons were hosted, e.g. the demo's `http://localhost:8080/demo-icons/…`) becomes the path; anything else
 * (a remote link, a data: URL, junk) is no icon.
 */
export function hostedIconOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  if (isHostedIcon(value)) return value;
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const { pathname } = new URL(value);
    return isHostedIcon(pathname) ? pathname : null;
  } catch {
    return null;
  }
}

/** An icon in a reply: only a path this server hosts. */
export const HostedIconSchema = z
  .string()
  .refine(isHostedIcon, { error: 'Invalid icon path' })
  .meta({ description: 'A path on this server: /api/icons/<sha256>.<png|jpg|webp> or a demo icon' });

/** Base64 of ICON_MAX_BYTES, with the longest prefix we accept. */
const UPLOAD_MAX_CHARS = 'data:image/jpeg;base64,'.length + Math.ceil(ICON_MAX_BYTES / 3) * 4;
const UPLOAD = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** Why a launch's icon cannot be taken as given, or undefined when its form is right (bytes are checked later). */
export function launchIconProblem(text: string): string | undefined {
  if (text.startsWith('data:')) {
    if (!/^data:image\/(png|jpeg|webp);base64,/.test(text)) return ICON_ERRORS.wrongType;
    if (text.length > UPLOAD_MAX_CHARS) return ICON_ERRORS.tooLarge;
    return UPLOAD.test(text) ? undefined : ICON_ERRORS.unreadable;
  }
  if (text.startsWith('/')) return isHostedIcon(text) ? undefined : ICON_ERRORS.badPath;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return ICON_ERRORS.badLink;
  }
  const plain = url.protocol === 'https:' && url.username === '' && url.password === '';
  return plain && text.length <= 2048 ? undefined : ICON_ERRORS.badLink;
}

/** POST /api/launch's icon: an uploaded PNG/JPEG/WebP as a data URL, an https link, or a hosted path. */
export const LaunchIconSchema = z
  .string()
  .superRefine((text, ctx) => {
    const problem = launchIconProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    description:
      'An uploaded image as a data URL (PNG, JPEG or WebP, at most 256 KB and 1024×1024 pixels), an https ' +
      'link the server fetches once, or a path this server hosts; the token gets the hosted path',
  });
