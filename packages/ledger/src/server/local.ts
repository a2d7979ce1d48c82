/** rippled's admin = 127.0.0.1 port setting: only loopback callers may use admin methods. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
