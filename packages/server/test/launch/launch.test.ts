/**
 * Launching a token from the browser's keys: the server hands out each step in order, relays it, and an
 * interruption after any step (here: a server restart after every one) resumes at the next.
 */
import { LAUNCH_STEPS } from '@horizon/core';
import { Wallet } from 'xrpl';
import { describe, expect, it } from 'vitest';
import { lineBalance, newFundedWallet, post, sign, useHarness } from '../trade/harness.js';

const need = useHarness();

interface Progress {
  launch_id: string;
  token_id: string;
  status: string;
  next_step: string | null;
  steps: { step: string; status: string; signer: string; tx_to_sign: Record<string, unknown> | null }[];
}

async function progress(id: string): Promise<Progress> {
  const response = await need().app.inject({
    method: 'GET',
    url: `/api/launch/${id}`,
    headers: { cookie: need().cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Progress>();
}

describe('a launch interrupted after every step', () => {
  it('resumes each time at the next step until the issuer is black-holed and the pool is ready to sign', async () => {
    const creator = await newFundedWallet(need());
    const issuer = Wallet.generate();
    const started = await post(need(), '/api/launch', {
      classic_address: creator.classicAddress,
      issuer_address: issuer.classicAddress,
      name: 'Army Token',
      ticker: 'ARMY',
      supply: '1000000',
      description: 'A token launched in a test',
      links: { website: 'https://example.com' },
      initial_xrp_amount: '100',
      initial_token_amount: '500000',
      trading_fee: 500,
    });
    expect(started.statusCode, started.body).toBe(200);
    const id = started.json<Progress>().launch_id;
    const signers = { [creator.classicAddress]: creator, [issuer.classicAddress]: issuer };
    const beforePool = LAUNCH_STEPS.slice(0, -1);
    for (const step of beforePool) {
      const now = await progress(id);
      expect(now.next_step).toBe(step);
      const ready = now.steps.find((s) => s.step === step);
      expect(ready?.status).toBe('ready');
      const wallet = signers[String(ready?.signer)] as Wallet;
      const response = await post(need(), `/api/launch/${id}/submit`, {
        classic_address: creator.classicAddress,
        step,
        tx_blob: sign(ready?.tx_to_sign, wallet),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Progress>().steps.find((s) => s.step === step)?.status).toBe('validated');
      await need().restart();
    }
    const last = await progress(id);
    expect(last).toMatchObject({ status: 'in_progress', next_step: 'create_pool' });
    expect(last.steps.at(-1)?.tx_to_sign).toMatchObject({
      transaction_type: 'AMMCreate',
      account: creator.classicAddress,
      amount: '100000000',
      trading_fee: 500,
    });
    const line = await lineBalance(
      need(),
      creator.classicAddress,
      issuer.classicAddress,
      last.token_id.split(':')[0] ?? '',
    );
    expect(line?.balance).toBe('1000000');
    const { result } = await need().client.request({
      command: 'account_info',
      account: issuer.classicAddress,
      ledger_index: 'validated',
    });
    expect(result.account_data.RegularKey).toBe('rrrrrrrrrrrrrrrrrrrrBZbvji');
    expect(result.account_data.Flags & 0x00100000).not.toBe(0);
    const [record] = await need().db.query<{
      token_developer: string;
      launched_on: string;
      token_name: string;
    }>('SELECT token_developer, launched_on, token_name FROM token_data WHERE token_id = $1', [
      last.token_id,
    ]);
    expect(record).toEqual({
      token_developer: creator.classicAddress,
      launched_on: 'horizon',
      token_name: 'Army Token',
    });
    const pool = last.steps.at(-1);
    const response = await post(need(), `/api/launch/${id}/submit`, {
      classic_address: creator.classicAddress,
      step: 'create_pool',
      tx_blob: sign(pool?.tx_to_sign, creator),
    });
    expect(response.json<Progress>()).toMatchObject({ status: 'completed', next_step: null });
    const [currency] = last.token_id.split(':');
    const amm = (await need().client.request({
      command: 'amm_info',
      asset: { currency: 'XRP' },
      asset2: { currency, issuer: issuer.classicAddress },
      ledger_index: 'validated',
    } as never)) as { result: { amm: Record<string, unknown> } };
    expect(amm.result.amm).toMatchObject({
      amount: '100000000',
      amount2: { currency, issuer: issuer.classicAddress, value: '500000' },
      trading_fee: 500,
    });
  }, 180_000);

  it('refuses a second launch with the same issuer, and an issuer that already exists', async () => {
    const creator = await newFundedWallet(need());
    const taken = await newFundedWallet(need());
    const response = await post(need(), '/api/launch', {
      classic_address: creator.classicAddress,
      issuer_address: taken.classicAddress,
      name: 'Nope',
      ticker: 'NOP',
      supply: '10',
      initial_xrp_amount: '1',
      initial_token_amount: '5',
      trading_fee: 0,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'The issuer must be a new account: this one already exists on the ledger',
    });
  }, 30_000);
});
