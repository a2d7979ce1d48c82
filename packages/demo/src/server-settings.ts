/** What `npm start` hands the server for the demo market, before anything is seeded. */
import { loadOrCreateDemoSecret } from './keys.js';
import { demoServerEnv } from './tokens.js';

/** TREASURY_ADDRESS, PLATFORM_TOKEN, COMMUNITY_TOKEN and USD_TOKEN of this data dir's demo market. */
export async function demoServerSettings(dataDir: string): Promise<Record<string, string>> {
  return demoServerEnv(await loadOrCreateDemoSecret(dataDir));
}
