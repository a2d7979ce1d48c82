/** The faucet button shows only when the build names a faucet (VITE_FAUCET_URL): no server route offers one. */
export function faucetUrl(env: Readonly<Record<string, unknown>>): string | null {
  const url = env['VITE_FAUCET_URL'];
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

/** Funds `address` through the localnet's faucet (POST /accounts on the JSON-RPC port). */
export async function fundFromFaucet(url: string, address: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ destination: address }),
  });
  if (!response.ok) throw new Error('Faucet request failed');
}
