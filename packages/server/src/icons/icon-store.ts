/**
 * The icons we host, in the database (several servers on one PostgreSQL serve the same ones), each under the
 * sha256 of its bytes: an icon never changes at its URL, so browsers may cache it for good.
 */
import { createHash } from 'node:crypto';
import { ICONS_PATH, ICON_CONTENT_TYPES, type IconExtension, checkIconImage } from '@horizon/core';
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/index.js';
import { HttpError } from '../http/http-error.js';

export interface StoredIcon {
  readonly bytes: Buffer;
  readonly contentType: string;
}

const FILE = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/** The hash and extension of a hosted icon's file name, or undefined for any other name. */
export function iconFileOf(name: string): { hash: string; extension: IconExtension } | undefined {
  const match = FILE.exec(name);
  return match ? { hash: match[1] as string, extension: match[2] as IconExtension } : undefined;
}

export class IconStore {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  /** Checks the image (type, bytes, pixels: a 400 with the reason) and stores it; returns its path. */
  async put(bytes: Buffer): Promise<string> {
    const checked = checkIconImage(bytes);
    if (!checked.ok) throw new HttpError(400, checked.detail);
    const { extension, width, height } = checked.header;
    const hash = createHash('sha256').update(bytes).digest('hex');
    await this.db.query(
      `INSERT INTO icons (hash, content_type, bytes, width, height, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (hash) DO NOTHING`,
      [hash, ICON_CONTENT_TYPES[extension], bytes, width, height, new Date(this.clock.now())],
    );
    return `${ICONS_PATH}${hash}.${extension}`;
  }

  /** The icon at a hosted file name; undefined when the name or its type does not match what is stored. */
  async get(name: string): Promise<StoredIcon | undefined> {
    const file = iconFileOf(name);
    if (!file) return undefined;
    const [row] = await this.db.query<{ bytes: Uint8Array; content_type: string }>(
      'SELECT bytes, content_type FROM icons WHERE hash = $1',
      [file.hash],
    );
    if (!row || row.content_type !== ICON_CONTENT_TYPES[file.extension]) return undefined;
    return { bytes: Buffer.from(row.bytes), contentType: row.content_type };
  }

  async has(path: string): Promise<boolean> {
    return (await this.get(path.slice(ICONS_PATH.length))) !== undefined;
  }
}
