/** What the wallet list's confirmations say is lost, and the rename check. */
import { describe, expect, it } from 'vitest';
import {
  type ListedWallet,
  disconnectAllWarning,
  labelProblem,
  removeWarning,
} from '../../../src/wallet-ui/list/wallet-list-model.js';

const wallet = (address: string, backupPending = false): ListedWallet => ({
  address,
  label: 'Savings',
  backupPending,
});
const A = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';
const B = 'rBo2fTwPahuUDZR5EzT4yGgpnqUjLUuutC';
const C = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';

describe('the wallet list confirmations', () => {
  it('removing names the wallet and says its keys leave this browser', () => {
    expect(removeWarning(wallet(A), 'Savings')).toEqual([
      'Remove Savings (rHsMGQ...N5v3)? Its keys are erased from this browser: only its recovery phrase or seed can bring it back. Its funds stay on the ledger.',
    ]);
  });

  it('removing a wallet never backed up says its funds are lost for good', () => {
    expect(removeWarning(wallet(A, true), 'Savings')[1]).toBe(
      'This wallet was never backed up: without a backup its funds are lost for good.',
    );
  });

  it('disconnect all names how many wallets, and how many were never backed up', () => {
    expect(disconnectAllWarning([wallet(A), wallet(B, true), wallet(C, true)])).toEqual([
      'Disconnect all 3 wallets? Their keys and cached data are erased from this browser: only their recovery phrases or seeds can bring them back. Their funds stay on the ledger.',
      '2 of them were never backed up: without a backup their funds are lost for good.',
    ]);
    expect(disconnectAllWarning([wallet(A), wallet(B, true)])[1]).toBe(
      '1 of them was never backed up: without a backup its funds are lost for good.',
    );
    expect(disconnectAllWarning([wallet(A, true)])).toEqual([
      'Disconnect your only wallet? Its keys and cached data are erased from this browser: only its recovery phrase or seed can bring it back. Its funds stay on the ledger.',
      'It was never backed up: without a backup its funds are lost for good.',
    ]);
  });

  it('disconnect all says a token launch under way is forgotten too', () => {
    expect(disconnectAllWarning([wallet(A)], true)).toEqual([
      'Disconnect your only wallet? Its keys and cached data are erased from this browser: only its recovery phrase or seed can bring it back. Its funds stay on the ledger.',
      'Your unfinished token launch is forgotten too: it cannot be resumed, and its issuer key is erased from this browser.',
    ]);
  });

  it('a name of up to 32 characters (spaces around it aside) can be saved; a longer one says why not', () => {
    expect(labelProblem(` ${'x'.repeat(32)} `)).toBeNull();
    expect(labelProblem('')).toBeNull();
    expect(labelProblem('x'.repeat(33))).toBe('A wallet name can be at most 32 characters.');
  });
});
