/** The diagnostics run in order and say what passed, failed or was skipped; the probe can never apply. */
import { deriveKeypair, deriveAddress } from 'ripple-keypairs';
import { describe, expect, it } from 'vitest';
import {
  type CheckOutcome,
  probeTransaction,
  runChecks,
} from '../../../src/features/trustless-test/diagnostics.js';
import { signTransaction, verifyTransaction } from '../../../src/vault/keys/index.js';

describe('diagnostics', () => {
  it('reports each check: ok with its time, failed with its message, skipped', async () => {
    const seen: [string, CheckOutcome][] = [];
    let t = 0;
    await runChecks(
      [
        { id: 'a', label: 'A', run: async () => 'fine' },
        { id: 'b', label: 'B', run: async () => Promise.reject(new Error('down')) },
        { id: 'c', label: 'C', run: async () => 'skip:no wallet' },
      ],
      (id, o) => seen.push([id, o]),
      () => (t += 5),
    );
    expect(seen.filter(([, o]) => o.state !== 'running')).toEqual([
      ['a', { state: 'ok', detail: 'fine', ms: 5 }],
      ['b', { state: 'failed', detail: 'down' }],
      ['c', { state: 'skipped', detail: 'no wallet' }],
    ]);
  });

  it('the probe signs and verifies; a changed byte does not verify', () => {
    const pair = deriveKeypair('sEdSPx8CLbFUna3DJdvJ74aQPLdemqu');
    const probe = probeTransaction(deriveAddress(pair.publicKey));
    expect(probe['LastLedgerSequence']).toBe(1);
    const { txBlob } = signTransaction(probe, pair.publicKey, pair.privateKey);
    expect(verifyTransaction(txBlob)).toBe(true);
    const tampered = txBlob.replace('68400000000000000A', '68400000000000000B');
    expect(tampered).not.toBe(txBlob);
    expect(verifyTransaction(tampered)).toBe(false);
  });
});
