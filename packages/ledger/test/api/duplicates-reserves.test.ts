import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { accept } from './helpers.js';
import { Dex, usd } from '../dex/dex-helpers.js';

// Through xrpl.js: the same signed blob submitted twice is applied once; trust lines that need a reserve the
// account cannot pay are refused with rippled's two codes.
//
// A duplicate: rippled checks the sequence before asking whether the ledger holds the transaction
// (Transactor::checkSeqProxy, then checkPriorTxAndLastLedger's tefALREADY), and TxQ::apply answers tefPAST_SEQ
// before either, so a resubmitted Sequence transaction is tefPAST_SEQ, in the open ledger and after it closed.

let dex: Dex;
beforeAll(async () => {
  dex = await Dex.start();
});
afterAll(() => dex.close());

async function signedPayment(from: Wallet, to: string, drops: string, seq?: number) {
  const prepared = await dex.client.autofill({
    TransactionType: 'Payment',
    Account: from.address,
    Destination: to,
    Amount: drops,
    ...(seq === undefined ? {} : { Sequence: seq }),
  });
  return from.sign(prepared);
}

const submit = async (blob: string) => {
  const r = await dex.request({ command: 'submit', tx_blob: blob });
  return [r.engine_result, r.engine_result_message];
};

describe('the same blob submitted twice', () => {
  it('is applied once: tefPAST_SEQ in the open ledger and after the close', async () => {
    const dest = Wallet.generate().address;
    const { tx_blob, hash } = await signedPayment(dex.f.genesis, dest, '50000000');
    expect(await submit(tx_blob)).toEqual([
      'tesSUCCESS',
      'The transaction was applied. Only final in a validated ledger.',
    ]);
    expect(await submit(tx_blob)).toEqual(['tefPAST_SEQ', 'This sequence number has already passed.']);
    const open = await dex.request({ command: 'ledger', ledger_index: 'current', transactions: true });
    expect((open.ledger as { transactions: string[] }).transactions).toEqual([hash]);
    await accept(dex.client);
    expect(await submit(tx_blob)).toEqual(['tefPAST_SEQ', 'This sequence number has already passed.']);
    await accept(dex.client);
    expect(await dex.balance(dest)).toBe(50_000_000n);
    const history = await dex.request({ command: 'account_tx', account: dest });
    expect((history.transactions as unknown[]).length).toBe(1);
  });

  it('a held one (terPRE_SEQ) twice is still applied once, when the gap fills', async () => {
    const dest = Wallet.generate().address;
    const info = await dex.request({
      command: 'account_info',
      account: dex.f.genesis.address,
      ledger_index: 'current',
    });
    const seq = (info.account_data as { Sequence: number }).Sequence;
    const first = await signedPayment(dex.f.genesis, dest, '30000000', seq);
    const next = await signedPayment(dex.f.genesis, dest, '1000000', seq + 1);
    expect((await submit(next.tx_blob))[0]).toBe('terPRE_SEQ');
    expect((await submit(next.tx_blob))[0]).toBe('terPRE_SEQ');
    expect((await submit(first.tx_blob))[0]).toBe('tesSUCCESS');
    await accept(dex.client);
    expect(await dex.balance(dest)).toBe(31_000_000n);
    for (const h of [first.hash, next.hash]) {
      const t = await dex.request({ command: 'tx', transaction: h });
      expect(t.validated).toBe(true);
    }
  });
});

describe('trust-line reserves', () => {
  // The first two owned objects need no reserve check (rippled: reserveCreate is 0 below two); the third needs
  // the base reserve plus three owner reserves: 1 + 3 x 0.2 = 1.6 XRP.
  let h: Wallet;
  const issuers: string[] = [];
  let gw: Wallet;
  let fee: bigint;

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) issuers.push((await dex.account('100000000')).address);
    gw = await dex.account('100000000');
    h = await dex.account('1590000');
    fee = (await dex.ok(h, { TransactionType: 'TrustSet', LimitAmount: usd(issuers[0] as string, '10') }))
      .fee;
    await dex.ok(h, { TransactionType: 'TrustSet', LimitAmount: usd(issuers[1] as string, '10') });
    expect(await dex.ownerCount(h.address)).toBe(2);
  });

  it('tecNO_LINE_INSUF_RESERVE: a new line the account cannot reserve for (fee claimed, no line)', async () => {
    const before = await dex.balance(h.address);
    expect(before).toBe(1_590_000n - 2n * fee);
    const s = await dex.send(h, {
      TransactionType: 'TrustSet',
      LimitAmount: usd(issuers[2] as string, '10'),
    });
    expect(s.result).toBe('tecNO_LINE_INSUF_RESERVE');
    expect(await dex.balance(h.address)).toBe(before - s.fee);
    expect(await dex.line(h.address, issuers[2] as string)).toBeUndefined();
    expect(await dex.ownerCount(h.address)).toBe(2);
  });

  it('tecINSUF_RESERVE_LINE: taking its side of a line the issuer opened, until it can pay the reserve', async () => {
    await dex.ok(gw, { TransactionType: 'TrustSet', LimitAmount: usd(h.address, '100') });
    const set = { TransactionType: 'TrustSet', LimitAmount: usd(gw.address, '50') };
    expect((await dex.send(h, set)).result).toBe('tecINSUF_RESERVE_LINE');
    const line = async () => {
      const r = await dex.request({ command: 'account_lines', account: h.address, peer: gw.address });
      return (r.lines as { limit: string; limit_peer: string }[])[0];
    };
    expect(await line()).toMatchObject({ limit: '0', limit_peer: '100' });
    expect(await dex.ownerCount(h.address)).toBe(2);
    await dex.ok(dex.f.genesis, { TransactionType: 'Payment', Destination: h.address, Amount: '1000000' });
    await dex.ok(h, set);
    expect(await line()).toMatchObject({ limit: '50', limit_peer: '100' });
    expect(await dex.ownerCount(h.address)).toBe(3);
  });
});
