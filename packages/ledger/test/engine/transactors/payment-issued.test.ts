import { describe, expect, it } from 'vitest';
import type { LedgerNode } from '../../../src/node/node-api.js';
import { lineKey } from '../../../src/state/trust-line.js';
import { expectHashesMatchXrplJs } from '../../helpers/hashes.js';
import { fund, newNode, submit, walletFor } from '../../helpers/node.js';

const usd = (issuer: string, value: string) => ({ currency: 'USD', issuer, value });

/** The holder's USD balance on its line with the gateway, as a decimal string. */
function holding(node: LedgerNode, holder: string, gateway: string): string | undefined {
  const line = node.getLedger('current')?.readEntry(lineKey(holder, gateway, 'USD'));
  if (!line) return undefined;
  const value = (line.Balance as { value: string }).value;
  const holderIsLow = (line.LowLimit as { issuer: string }).issuer === holder;
  return holderIsLow ? value : value.startsWith('-') ? value.slice(1) : value === '0' ? '0' : `-${value}`;
}

async function market(defaultRipple = true) {
  const node = await newNode();
  const gateway = walletFor(10);
  const alice = walletFor(1);
  const bob = walletFor(2);
  for (const w of [gateway, alice, bob]) await fund(node, w.classicAddress, '100000000');
  const G = gateway.classicAddress;
  if (defaultRipple)
    expect(submit(node, gateway, { TransactionType: 'AccountSet', SetFlag: 8 }).engineResult).toBe(
      'tesSUCCESS',
    );
  for (const w of [alice, bob]) submit(node, w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1000') });
  expect(
    submit(node, gateway, {
      TransactionType: 'Payment',
      Destination: alice.classicAddress,
      Amount: usd(G, '100'),
    }).engineResult,
  ).toBe('tesSUCCESS');
  await node.acceptLedger();
  return { node, gateway, alice, bob, G, A: alice.classicAddress, B: bob.classicAddress };
}

describe('issued-currency payments', () => {
  it('issues from the gateway to a holder up to the holder limit', async () => {
    const { node, gateway, G, A } = await market();
    expect(holding(node, A, G)).toBe('100');
    const over = submit(node, gateway, { TransactionType: 'Payment', Destination: A, Amount: usd(G, '901') });
    expect(over.engineResult).toBe('tecPATH_PARTIAL');
    expectHashesMatchXrplJs(node, node.closedLedger().seq);
  });

  it('ripples holder to holder through the issuer, the sender paying the transfer fee from SendMax', async () => {
    const { node, gateway, alice, G, A, B } = await market();
    expect(
      submit(node, gateway, { TransactionType: 'AccountSet', TransferRate: 1_002_000_000 }).engineResult,
    ).toBe('tesSUCCESS');
    const noMax = submit(node, alice, { TransactionType: 'Payment', Destination: B, Amount: usd(G, '50') });
    expect(noMax.engineResult).toBe('tecPATH_PARTIAL');
    const r = submit(node, alice, {
      TransactionType: 'Payment',
      Destination: B,
      Amount: usd(G, '50'),
      SendMax: usd(G, '50.1'),
    });
    expect(r.engineResult).toBe('tesSUCCESS');
    expect(holding(node, A, G)).toBe('49.9');
    expect(holding(node, B, G)).toBe('50');
    await node.acceptLedger();
    const rec = node.transaction(r.hash);
    expect(rec?.deliveredAmount).toEqual(usd(G, '50'));
    expect(rec?.meta.DeliveredAmount).toBeUndefined();
    const lines = rec?.meta.AffectedNodes.filter(
      (n) => (n.ModifiedNode as { LedgerEntryType?: string } | undefined)?.LedgerEntryType === 'RippleState',
    );
    expect(lines).toHaveLength(2);
  });

  it('delivers what it can on a partial payment and records DeliveredAmount', async () => {
    const { node, alice, G, B } = await market();
    const r = submit(node, alice, {
      TransactionType: 'Payment',
      Destination: B,
      Amount: usd(G, '500'),
      SendMax: usd(G, '500'),
      Flags: 0x00020000,
    });
    expect(r.engineResult).toBe('tesSUCCESS');
    await node.acceptLedger();
    const rec = node.transaction(r.hash);
    expect(rec?.meta.DeliveredAmount).toEqual(usd(G, '100'));
    expect(rec?.deliveredAmount).toEqual(usd(G, '100'));
    const min = submit(node, alice, {
      TransactionType: 'Payment',
      Destination: B,
      Amount: usd(G, '500'),
      DeliverMin: usd(G, '10'),
      Flags: 0x00020000,
    });
    expect(min.engineResult).toBe('tecPATH_DRY');
  });

  it('cannot ripple through an issuer without DefaultRipple (tecPATH_DRY), but holders can redeem', async () => {
    const { node, alice, G, B, A } = await market(false);
    expect(
      submit(node, alice, { TransactionType: 'Payment', Destination: B, Amount: usd(G, '5') }).engineResult,
    ).toBe('tecPATH_DRY');
    expect(
      submit(node, alice, { TransactionType: 'Payment', Destination: G, Amount: usd(G, '5') }).engineResult,
    ).toBe('tesSUCCESS');
    expect(holding(node, A, G)).toBe('95');
  });

  it('needs a trust line at the destination (tecPATH_DRY) and an existing destination (tecNO_DST)', async () => {
    const { node, alice, G } = await market();
    const carol = walletFor(3);
    await fund(node, carol.classicAddress, '10000000');
    expect(
      submit(node, alice, {
        TransactionType: 'Payment',
        Destination: carol.classicAddress,
        Amount: usd(G, '5'),
      }).engineResult,
    ).toBe('tecPATH_DRY');
    expect(
      submit(node, alice, {
        TransactionType: 'Payment',
        Destination: walletFor(4).classicAddress,
        Amount: usd(G, '5'),
      }).engineResult,
    ).toBe('tecNO_DST');
  });

  it('releases the holder reserve when a zero-limit line is paid down to zero', async () => {
    const { node, alice, gateway, G, A } = await market();
    submit(node, alice, { TransactionType: 'TrustSet', LimitAmount: usd(G, '0'), Flags: 0x00020000 });
    expect(node.getLedger('current')?.accountRoot(A)?.OwnerCount).toBe(1);
    expect(
      submit(node, alice, { TransactionType: 'Payment', Destination: G, Amount: usd(G, '100') }).engineResult,
    ).toBe('tesSUCCESS');
    expect(node.getLedger('current')?.readEntry(lineKey(A, G, 'USD'))).toBeUndefined();
    expect(node.getLedger('current')?.accountRoot(A)?.OwnerCount).toBe(0);
    expect(gateway.classicAddress).toBe(G);
  });
});
