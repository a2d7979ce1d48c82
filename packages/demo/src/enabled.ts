/**
 * Whether the demo market runs: only on the embedded localnet, and never when DEMO=0
 * (bots must not trade on a real network someone pointed XRPL_URL at).
 */
export function demoEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  if (env['DEMO'] === '0') return false;
  return env['XRPL_URL'] === undefined || env['XRPL_URL'] === '';
}
