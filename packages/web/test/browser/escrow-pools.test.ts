/**
 * The Escrow pools page in Debian's Chromium (real vault, the API answered here): a pool is created for the
 * proved wallet; a contribution is the server's EscrowCreate checked and signed in the vault (the blob decoded
 * and its signature checked here); a server that changes the beneficiary is refused before signing; after the
 * deadline the contributor's own escrow is cancelled from the page.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESCROW_POOL_UI as S, unactivatedHoldings } from '@horizon/core';
import type { Page } from 'playwright-core';
import { decode, encodeForSigning } from 'ripple-binary-codec';
import { verify } from 'ripple-keypairs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, type ServedPage, openWithNewWallet } from './page-harness.js';
import { ProofServer } from './wallet-proof-server.js';

const PAGE_DIR = fileURLToPath(new URL('./escrow-pools-page/', import.meta.url));
const POOL_ID = '0b6f2b8e-6a39-4d8a-9d7e-3f1c2a4b5c6d';
const BENEFICIARY = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const MALLORY = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';
const CANCEL_AFTER = 848_880_001;
const CONDITION = `A0258020${'CD'.repeat(32)}810120`;

let served: ServedPage | undefined;
let page: Page;
const proofs = new ProofServer();
const created: Record<string, unknown>[] = [];
const signed: Record<string, unknown>[] = [];
let state: 'open' | 'refunding' = 'open';
let contribution: { owner: string; state: 'locked' | 'refunded' } | null = null;
let tamper = false;

const tx = (address: string, fields: Record<string, unknown>) => ({
  account: address,
  fee: '12',
  sequence: 7,
  last_ledger_sequence: 100,
  ...fields,
});

const pool = () => ({
  pool_id: POOL_ID,
  beneficiary: BENEFICIARY,
  purpose: 'Launch of ROCKET',
  target_drops: '50000000',
  raised_drops: contribution?.state === 'locked' ? '5000000' : '0',
  contributors: contribution ? 1 : 0,
  deadline: '2026-12-01T00:00:00.000Z',
  cancel_after: CANCEL_AFTER,
  state,
  created_at: '2026-11-25T00:00:00.000Z',
});

const detail = () => ({
  ...pool(),
  contributions: contribution
    ? [
        {
          ...contribution,
          escrow_sequence: 7,
          amount_drops: '5000000',
          create_tx_hash: 'AB'.repeat(32),
          finish_tx_hash: null,
          cancel_tx_hash: contribution.state === 'refunded' ? 'CD'.repeat(32) : null,
        },
      ]
    : [],
});

/** The blob's fields, after checking its signature against its own key. */
function signedFields(body: string): Record<string, unknown> {
  const fields = decode((JSON.parse(body) as { tx_blob: string }).tx_blob) as Record<string, unknown>;
  const { TxnSignature, ...unsigned } = fields;
  const ok = verify(
    encodeForSigning(unsigned as never),
    String(TxnSignature),
    String(fields['SigningPubKey']),
  );
  if (!ok) throw new Error('bad signature');
  signed.push(fields);
  return fields;
}

function escrowCall(name: string, body: string): [number, unknown] {
  const b = JSON.parse(body) as Record<string, string>;
  const address = b['classic_address'] ?? '';
  if (name === 'contribute_unsigned') {
    const destination = tamper ? MALLORY : BENEFICIARY;
    const fields = { destination, amount: '5000000', cancel_after: CANCEL_AFTER, condition: CONDITION };
    return [200, { tx_to_sign: tx(address, { transaction_type: 'EscrowCreate', ...fields }) }];
  }
  if (name === 'cancel_unsigned')
    return [
      200,
      { tx_to_sign: tx(address, { transaction_type: 'EscrowCancel', owner: address, offer_sequence: 7 }) },
    ];
  signedFields(body);
  contribution = { owner: address, state: name === 'contribute_signed' ? 'locked' : 'refunded' };
  const view = detail().contributions[0];
  return [200, { tx_hash: 'EF'.repeat(32), engine_result: 'tesSUCCESS', contribution: view }];
}

function api(method: string, url: string, body: string): [number, unknown] {
  const [path = '', query = ''] = url.split('?');
  if (path === '/api/trustless/get_token_holdings_and_balance') return [200, unactivatedHoldings()];
  if (path === '/api/wallet_challenge')
    return proofs.challenge(new URLSearchParams(query).get('classic_address') ?? '');
  if (path === '/api/wallet_proof') return proofs.prove(body);
  if (path === '/api/escrow_pools' && method === 'POST') {
    const b = JSON.parse(body) as Record<string, unknown>;
    const refused = proofs.refuse(String(b['classic_address']));
    if (refused) return refused;
    created.push(b);
    return [200, detail()];
  }
  if (path === '/api/escrow_pools') return [200, { pools: created.length ? [pool()] : [] }];
  if (path === `/api/escrow_pools/${POOL_ID}`) return [200, detail()];
  if (path.startsWith('/api/escrow_pools/')) return escrowCall(path.replace('/api/escrow_pools/', ''), body);
  return [404, { detail: 'Not found' }];
}

describe.skipIf(!existsSync(CHROMIUM))('the escrow pools page in Chromium', () => {
  beforeAll(async () => {
    ({ served, page } = await openWithNewWallet(PAGE_DIR, api));
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('creates a pool for the wallet proved in the vault', async () => {
    const form = page.getByTestId('create-pool');
    await form.getByLabel(S.target).fill('50');
    await form.getByLabel(S.deadline).fill('2026-12-01T00:00');
    await form.getByLabel(S.purpose).fill('Launch of ROCKET');
    await form.getByRole('button', { name: S.createButton }).click();
    await page.getByTestId('pool-card').waitFor();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      classic_address: proofs.proved,
      target_xrp: '50',
      purpose: 'Launch of ROCKET',
    });
    expect(Date.parse(String(created[0]?.['deadline']))).not.toBeNaN();
  }, 30_000);

  it('refuses to sign an escrow to another beneficiary than the pool’s', async () => {
    tamper = true;
    const card = page.getByTestId('pool-card');
    await card.getByTestId('contribute-amount').fill('5');
    await card.getByRole('button', { name: S.contribute }).click();
    await expect.poll(() => card.getByRole('alert').textContent()).toContain('Destination');
    expect(signed).toEqual([]);
    tamper = false;
  }, 30_000);

  it('signs the pool’s escrow as asked and shows the progress', async () => {
    const card = page.getByTestId('pool-card');
    await card.getByTestId('contribute-amount').fill('5');
    await card.getByRole('button', { name: S.contribute }).click();
    await expect.poll(() => card.getByTestId('pool-raised').textContent()).toBe('5');
    expect(signed[0]).toMatchObject({
      TransactionType: 'EscrowCreate',
      Account: contribution?.owner,
      Destination: BENEFICIARY,
      Amount: '5000000',
      CancelAfter: CANCEL_AFTER,
      Condition: CONDITION,
    });
    // The wallet's contributions list is read after the pool's totals: wait for it too.
    await expect.poll(() => card.innerText()).toContain(S.contributionStates.locked);
  }, 30_000);

  it('cancels the wallet’s own escrow after the deadline', async () => {
    state = 'refunding';
    await page.reload();
    const card = page.getByTestId('pool-card');
    await card.getByRole('button', { name: S.refund }).click();
    await expect.poll(() => card.innerText()).toContain(S.contributionStates.refunded);
    expect(signed[1]).toMatchObject({
      TransactionType: 'EscrowCancel',
      Owner: contribution?.owner,
      OfferSequence: 7,
    });
  }, 30_000);
});
