/**
 * A launch's icon at the door: an upload (data URL) or an https link becomes an icon we host, a hosted path
 * must be one we host; what is stored for the token is always our own path.
 */
import { ICON_ERRORS, ICONS_PATH, launchIconProblem } from '@horizon/core';
import { HttpError } from '../http/http-error.js';
import type { IconStore } from './icon-store.js';
import { type RemoteIconOptions, fetchRemoteIcon } from './remote-icon.js';

export class IconIntake {
  constructor(
    private readonly store: IconStore,
    private readonly remote: RemoteIconOptions,
  ) {}

  /** The hosted path for the icon the launch gave (null for none); a 400 with the reason when it is refused. */
  async take(icon: string | null | undefined): Promise<string | null> {
    if (icon === null || icon === undefined) return null;
    const problem = launchIconProblem(icon);
    if (problem) throw iconRefusal(problem);
    if (icon.startsWith('data:')) {
      const base64 = icon.slice(icon.indexOf(',') + 1);
      return this.put(Buffer.from(base64, 'base64'));
    }
    if (icon.startsWith(ICONS_PATH)) {
      if (!(await this.store.has(icon))) throw iconRefusal(ICON_ERRORS.notFound);
      return icon;
    }
    if (icon.startsWith('/')) return icon; // one of the demo's icons (launchIconProblem checked the form)
    return this.put(await fetchRemoteIcon(icon, this.remote).catch(prefixed));
  }

  private async put(bytes: Buffer): Promise<string> {
    return this.store.put(bytes).catch(prefixed);
  }
}

/** The same 400 as the schema's: the plain reason, the field named apart for machines. */
function iconRefusal(detail: string): HttpError {
  return new HttpError(400, detail, { field: 'icon' });
}

function prefixed(error: unknown): never {
  if (error instanceof HttpError && error.statusCode === 400) throw iconRefusal(error.detail);
  throw error;
}
