/** The app lock's idle time: a setting, not a secret, kept in Web Storage; anything unknown reads as the default. */
import { APP_LOCK_DEFAULT_IDLE_MINUTES, APP_LOCK_IDLE_MINUTES } from '@horizon/core';

export const IDLE_LOCK_KEY = 'horizon:idle_lock_minutes';

type SettingStore = Pick<Storage, 'getItem' | 'setItem'>;

const allowed = (minutes: number) => (APP_LOCK_IDLE_MINUTES as readonly number[]).includes(minutes);

export function idleLockMinutes(store: SettingStore | undefined): number {
  try {
    const minutes = Number(store?.getItem(IDLE_LOCK_KEY) ?? NaN);
    return allowed(minutes) ? minutes : APP_LOCK_DEFAULT_IDLE_MINUTES;
  } catch {
    return APP_LOCK_DEFAULT_IDLE_MINUTES; // storage disabled: the default applies
  }
}

/** Keeps one of the offered idle times; any other value is refused. */
export function setIdleLockMinutes(store: SettingStore | undefined, minutes: number): void {
  if (!allowed(minutes)) throw new RangeError(`Unsupported idle time: ${minutes} minutes`);
  try {
    store?.setItem(IDLE_LOCK_KEY, String(minutes));
  } catch {
    // Storage full or disabled: the default applies after a reload.
  }
}

export function idleLockMs(store: SettingStore | undefined): number {
  return idleLockMinutes(store) * 60_000;
}
