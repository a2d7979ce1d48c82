/** The localnet faucet (the test network's JSON: POST /accounts {destination, xrpAmount}). */
export async function fundFromFaucet(faucetUrl: string, address: string, xrp: bigint): Promise<void> {
  const response = await fetch(faucetUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ destination: address, xrpAmount: xrp.toString() }),
  });
  if (!response.ok)
    throw new Error(`The faucet refused ${address}: ${response.status} ${await response.text()}`);
}
