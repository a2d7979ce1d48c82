/** A voting market on a real localnet: the platform token (premium by holding 100), a token to vote for, voters. */
import { Wallet } from 'xrpl';
import { HotWallets, OPERATOR, masterKeyBytes } from '../../src/custody/index.js';
import { fund } from '../support/localnet.js';
import { MASTER_KEY } from '../support/test-app.js';
import { newWallet, proveWallet } from '../support/wallets.js';
import { type Harness, newFundedWallet, startHarness } from '../trade/harness.js';
import { type Market, createMarket, giveTokens } from '../trade/pools.js';

export interface VotingWorld {
  readonly h: Harness;
  readonly platform: Market;
  readonly winner: Market;
  readonly other: Market;
}

/** An xrpl.js wallet with the keys wallet proofs are signed with. */
export function voter(): { wallet: Wallet; keys: ReturnType<typeof newWallet> } {
  const keys = newWallet();
  return { keys, wallet: new Wallet(keys.publicKey, keys.privateKey) };
}

export async function startVotingWorld(): Promise<VotingWorld | undefined> {
  const platformIssuer = Wallet.generate();
  const h = await startHarness({
    env: { PLATFORM_TOKEN: `HRZ:${platformIssuer.classicAddress}` },
    realGateway: true,
  });
  if (!h) return undefined;
  await fund(h.localnet, platformIssuer.classicAddress, '1000');
  const pool = { xrpDrops: 10_000_000_000n, tokens: '1000000', tradingFee: 500 };
  const platform = await createMarket(h, 'HRZ', pool, platformIssuer);
  const winner = await createMarket(h, 'WIN', pool);
  const other = await createMarket(h, 'OTH', pool);
  const now = new Date(h.clock.now());
  for (const [m, ticker] of [
    [winner, 'WIN'],
    [other, 'OTH'],
  ] as const) {
    await h.db.query(
      `INSERT INTO token_data (token_id, token_name, ticker, created_at, updated_at) VALUES ($1, $2, $2, $3, $3)`,
      [m.tokenId, ticker, now],
    );
  }
  return { h, platform, winner, other };
}

/** A funded voter holding `platformTokens` of the platform token, bound to the harness session. */
export async function boundVoter(world: VotingWorld, platformTokens: string | null) {
  const v = voter();
  await fund(world.h.localnet, v.wallet.classicAddress, '200');
  if (platformTokens !== null) await giveTokens(world.h, world.platform, v.wallet, platformTokens);
  const proof = await proveWallet(world.h.app, world.h.cookie, v.keys);
  if (proof.statusCode !== 200) throw new Error(`wallet proof refused: ${proof.body}`);
  return v;
}

/** The operator's payout wallet (the one the programs share), funded on the localnet. */
export async function fundedPayoutWallet(h: Harness, xrp: string): Promise<string> {
  const hot = new HotWallets(h.db, masterKeyBytes(MASTER_KEY), h.clock);
  const { address } = await hot.obtain('payout', OPERATOR);
  await fund(h.localnet, address, xrp);
  return address;
}

/** The issuer's obligations in `currency`, as gateway_balances reports them. */
export async function obligations(h: Harness, m: Market): Promise<string> {
  const { result } = await h.client.request({
    command: 'gateway_balances',
    account: m.issuer.classicAddress,
    ledger_index: 'validated',
  } as never);
  const all = (result as { obligations?: Record<string, string> }).obligations ?? {};
  return all[m.currency] ?? '0';
}

export { newFundedWallet };
