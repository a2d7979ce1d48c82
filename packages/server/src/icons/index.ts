// Token icons are ours: uploads and fetched links checked at the door, stored in the database, served here.
import type { Config } from '../config/index.js';
import type { RemoteIconOptions } from './remote-icon.js';

export { IconStore, iconFileOf, type StoredIcon } from './icon-store.js';
export { IconIntake } from './icon-intake.js';
export { fetchRemoteIcon, type RemoteIconOptions } from './remote-icon.js';
export { isPublicAddress } from './public-address.js';
export { registerIconRoutes } from './routes.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/** Icon links may reach loopback and private addresses only when the ledger itself is local (localnet, tests). */
export function remoteIconOptions(config: Pick<Config, 'xrplUrl'>): RemoteIconOptions {
  let host = '';
  try {
    host = new URL(config.xrplUrl).hostname;
  } catch {
    // an unreadable URL is not a local one
  }
  return { allowPrivate: LOOPBACK.test(host) };
}
