import { describe, expect, it } from 'vitest';
import { keylet } from '../../../src/state/keys.js';
import { lineKey } from '../../../src/state/trust-line.js';
import { expectHashesMatchXrplJs } from '../../helpers/hashes.js';
import { fund, newNode, submit, walletFor } from '../../helpers/node.js';

const usd = (issuer: string, value: string) => ({ currency: 'USD', issuer, value });

async function setup() {
  const node = await newNode();
  const gateway = walletFor(10);
  const alice = walletFor(1);
  await fund(node, gateway.classicAddress, '100000000');
  await fund(node, alice.classicAddress, '100000000');
  return { node, gateway, alice, G: gateway.classicAddress, A: alice.classicAddress };
}

describe('TrustSet', () => {
  it('creates a line with metadata shaped as rippled: the line, two owner directories, both owners', async () => {
    const { node, alice, G, A } = await setup();
    const r = submit(node, alice, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1000') });
    expect(r.engineResult).toBe('tesSUCCESS');
    await node.acceptLedger();
    const meta = node.transaction(r.hash)?.meta;
    const key = lineKey(A, G, 'USD');
    const line = node.getLedger('validated')?.readEntry(key);
    const aliceIsLow = line?.LowLimit && (line.LowLimit as { issuer: string }).issuer === A;
    const kinds = Object.fromEntries(
      (meta?.AffectedNodes ?? []).map((n) => {
        const [kind, body] = Object.entries(n)[0] as [string, { LedgerIndex: string }];
        return [body.LedgerIndex, { kind, body }];
      }),
    );
    expect(kinds[key]?.kind).toBe('CreatedNode');
    expect(kinds[key]?.body).toEqual({
      LedgerEntryType: 'RippleState',
      LedgerIndex: key,
      NewFields: {
        Balance: { currency: 'USD', issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value: '0' },
        Flags: aliceIsLow ? 0x10000 | 0x200000 : 0x20000 | 0x100000,
        LowLimit: aliceIsLow ? usd(A, '1000') : usd(G, '0'),
        HighLimit: aliceIsLow ? usd(G, '0') : usd(A, '1000'),
      },
    });
    expect(kinds[keylet.ownerDir(A)]?.body).toEqual({
      LedgerEntryType: 'DirectoryNode',
      LedgerIndex: keylet.ownerDir(A),
      NewFields: { Owner: A, RootIndex: keylet.ownerDir(A) },
    });
    expect(kinds[keylet.ownerDir(G)]?.kind).toBe('CreatedNode');
    expect(kinds[keylet.account(A)]?.body).toMatchObject({
      FinalFields: { OwnerCount: 1 },
      PreviousFields: { OwnerCount: 0 },
    });
    // The gateway is only threaded: its root changes PreviousTxnID and nothing else.
    const g = kinds[keylet.account(G)]?.body as Record<string, unknown>;
    expect(Object.keys(g).sort()).toEqual([
      'LedgerEntryType',
      'LedgerIndex',
      'PreviousTxnID',
      'PreviousTxnLgrSeq',
    ]);
    expect(
      meta?.AffectedNodes.map((n) => (Object.values(n)[0] as { LedgerIndex: string }).LedgerIndex),
    ).toEqual(Object.keys(kinds).sort());
    expectHashesMatchXrplJs(node, node.closedLedger().seq);
  });

  it('refuses a default line that does not exist (tecNO_LINE_REDUNDANT), a negative limit, a line to oneself', async () => {
    const { node, alice, G, A } = await setup();
    expect(submit(node, alice, { TransactionType: 'TrustSet', LimitAmount: usd(G, '0') }).engineResult).toBe(
      'tecNO_LINE_REDUNDANT',
    );
    expect(submit(node, alice, { TransactionType: 'TrustSet', LimitAmount: usd(A, '5') }).engineResult).toBe(
      'temDST_IS_SRC',
    );
    expect(
      submit(node, alice, {
        TransactionType: 'TrustSet',
        LimitAmount: usd(walletFor(44).classicAddress, '5'),
      }).engineResult,
    ).toBe('tecNO_DST');
  });

  it('deletes the line and releases the reserve when it returns to defaults (limit 0 and NoRipple as default)', async () => {
    const { node, alice, G, A } = await setup();
    submit(node, alice, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1000') });
    await node.acceptLedger();
    // Without DefaultRipple an account's default is NoRipple set: limit 0 alone leaves the line in place.
    expect(submit(node, alice, { TransactionType: 'TrustSet', LimitAmount: usd(G, '0') }).engineResult).toBe(
      'tesSUCCESS',
    );
    expect(node.getLedger('current')?.accountRoot(A)?.OwnerCount).toBe(1);
    const r = submit(node, alice, {
      TransactionType: 'TrustSet',
      LimitAmount: usd(G, '0'),
      Flags: 0x00020000,
    });
    expect(r.engineResult).toBe('tesSUCCESS');
    await node.acceptLedger();
    const v = node.getLedger('validated');
    expect(v?.readEntry(lineKey(A, G, 'USD'))).toBeUndefined();
    expect(v?.readEntry(keylet.ownerDir(A))).toBeUndefined();
    expect(v?.accountRoot(A)?.OwnerCount).toBe(0);
    const deleted = node
      .transaction(r.hash)
      ?.meta.AffectedNodes.filter((n) => n.DeletedNode)
      .map((n) => (n.DeletedNode as { LedgerEntryType: string }).LedgerEntryType);
    expect(deleted?.sort()).toEqual(['DirectoryNode', 'DirectoryNode', 'RippleState']);
  });

  it('waives the reserve for the first two objects, then needs reserve(OwnerCount + 1)', async () => {
    const { node, G } = await setup();
    const carol = walletFor(3);
    await fund(node, carol.classicAddress, '1300000');
    for (const cur of ['USD', 'EUR']) {
      expect(
        submit(node, carol, {
          TransactionType: 'TrustSet',
          LimitAmount: { currency: cur, issuer: G, value: '1' },
        }).engineResult,
      ).toBe('tesSUCCESS');
    }
    expect(
      submit(node, carol, {
        TransactionType: 'TrustSet',
        LimitAmount: { currency: 'GBP', issuer: G, value: '1' },
      }).engineResult,
    ).toBe('tecNO_LINE_INSUF_RESERVE');
    expect(node.getLedger('current')?.accountRoot(carol.classicAddress)?.OwnerCount).toBe(2);
  });

  it('sets NoRipple only on a non-negative balance side and records freeze flags', async () => {
    const { node, gateway, alice, G, A } = await setup();
    submit(node, alice, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1000') });
    expect(
      submit(node, gateway, { TransactionType: 'TrustSet', LimitAmount: usd(A, '0'), Flags: 0x00100000 })
        .engineResult,
    ).toBe('tesSUCCESS');
    const line = node.getLedger('current')?.readEntry(lineKey(A, G, 'USD'));
    const gIsHigh = (line?.HighLimit as { issuer: string }).issuer === G;
    expect(((line?.Flags as number) & (gIsHigh ? 0x00800000 : 0x00400000)) !== 0).toBe(true);
  });
});
