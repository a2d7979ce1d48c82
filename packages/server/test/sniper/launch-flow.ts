/** A token launched through the product's launch flow, every step signed with the creator's or issuer's key. */
import { Wallet } from 'xrpl';
import { expect } from 'vitest';
import { fund } from '../support/localnet.js';
import { sign } from '../trade/harness.js';
import { type SniperHarness, call, ok } from './sniper-harness.js';

interface Progress {
  launch_id: string;
  token_id: string;
  status: string;
  next_step: string | null;
  steps: { step: string; status: string; signer: string; tx_to_sign: Record<string, unknown> | null }[];
}

export interface Launch {
  readonly id: string;
  readonly tokenId: string;
  /** Signs and submits the pool step: the pool opens and the sniper round starts. */
  openPool(): Promise<void>;
}

async function progress(h: SniperHarness, id: string): Promise<Progress> {
  return ok<Progress>(
    await h.app.inject({ method: 'GET', url: `/api/launch/${id}`, headers: { cookie: h.cookie } }),
  );
}

/** Every step but the pool's: the token exists, its pool does not yet. */
export async function launchToken(h: SniperHarness, ticker: string): Promise<Launch> {
  const creator = Wallet.generate();
  await fund(h.localnet, creator.address, '1000');
  const issuer = Wallet.generate();
  const started = ok<Progress>(
    await call(h, '/api/launch', {
      classic_address: creator.classicAddress,
      issuer_address: issuer.classicAddress,
      name: `${ticker} Token`,
      ticker,
      supply: '1000000',
      initial_xrp_amount: '100',
      initial_token_amount: '500000',
      trading_fee: 500,
    }),
  );
  const signers: Record<string, Wallet> = { [creator.address]: creator, [issuer.address]: issuer };
  const submit = async (step: string) => {
    const ready = (await progress(h, started.launch_id)).steps.find((s) => s.step === step);
    const signer = signers[String(ready?.signer)] as Wallet;
    const response = await call(h, `/api/launch/${started.launch_id}/submit`, {
      classic_address: creator.classicAddress,
      step,
      tx_blob: sign(ready?.tx_to_sign, signer),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  for (;;) {
    const next = (await progress(h, started.launch_id)).next_step;
    if (next === null || next === 'create_pool') break;
    await submit(next);
  }
  return {
    id: started.launch_id,
    tokenId: started.token_id,
    openPool: () => submit('create_pool'),
  };
}
