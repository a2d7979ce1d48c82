/**
 * A token launched on Horizon through the server's launch API, each step signed here with the creator's or the
 * issuer's key (the /launch page itself is launch.test.ts's journey): the token exists with its round
 * committed, and its pool opens when the test says so, which starts the token's sniper round.
 */
import { prepareUnsigned } from '@horizon/core';
import type { APIRequestContext } from 'playwright-core';
import { Wallet } from 'xrpl';
import { DESKTOP, type Stack, solveGate } from '../../../src/index.js';
import { fund } from '../journey.js';

interface Progress {
  readonly launch_id: string;
  readonly token_id: string;
  readonly next_step: string | null;
  readonly steps: { step: string; signer: string; tx_to_sign: unknown }[];
}

export interface LaunchedToken {
  readonly tokenId: string;
  /** The launching wallet: the token's developer, who holds the supply left after the pool. */
  readonly creator: Wallet;
  /** Signs and submits the pool step: the pool opens (and the sniper round starts, in the background). */
  openPool(): Promise<void>;
}

async function answer<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A verified session of its own (the launch calls need the bot check passed), as an API client. */
async function verifiedRequests(stack: Stack): Promise<APIRequestContext> {
  const { page } = await stack.openPage(DESKTOP);
  await page.goto('/verify');
  await solveGate(page);
  return page.request;
}

/** Launches `ticker` (supply 1,000,000; a pool of 100 XRP and 500,000 tokens, 0.5 % fee) up to its pool. */
export async function launchUpToPool(stack: Stack, ticker: string): Promise<LaunchedToken> {
  const request = await verifiedRequests(stack);
  const creator = Wallet.generate();
  await fund(stack, creator.address, 300n);
  const issuer = Wallet.generate();
  const started = await answer<Progress>(
    await request.post('/api/launch', {
      data: {
        classic_address: creator.classicAddress,
        issuer_address: issuer.classicAddress,
        name: `${ticker} Token`,
        ticker,
        supply: '1000000',
        initial_xrp_amount: '100',
        initial_token_amount: '500000',
        trading_fee: 500,
      },
    }),
    'POST /api/launch',
  );
  const url = `/api/launch/${started.launch_id}`;
  const signers = new Map([creator, issuer].map((w) => [w.classicAddress, w]));
  const submit = async (step: string) => {
    const ready = (await answer<Progress>(await request.get(url), `GET ${url}`)).steps.find(
      (s) => s.step === step,
    );
    const signer = signers.get(ready?.signer ?? '');
    if (!ready || !signer) throw new Error(`launch step ${step}: no signer ${ready?.signer}`);
    const tx = prepareUnsigned(ready.tx_to_sign, signer.classicAddress, step);
    await answer(
      await request.post(`${url}/submit`, {
        data: { classic_address: creator.classicAddress, step, tx_blob: signer.sign(tx as never).tx_blob },
      }),
      `submit ${step}`,
    );
  };
  for (;;) {
    const next = (await answer<Progress>(await request.get(url), `GET ${url}`)).next_step;
    if (next === null || next === 'create_pool') break;
    await submit(next);
  }
  return { tokenId: started.token_id, creator, openPool: () => submit('create_pool') };
}
