/** rippled's admin = 127.0.0.1 port setting: only loopback callers may use admin methods. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** A port's `admin =` list from a rippled config: callers at a listed address are admin; 0.0.0.0 or :: lists all. */
export function adminList(list: readonly string[]): (address: string | undefined) => boolean {
  if (list.some((a) => a === '0.0.0.0' || a === '::')) return (address) => address !== undefined;
  const allowed = new Set(list);
  return (address) => address !== undefined && allowed.has(address.replace(/^::ffff:/, ''));
}
