import { deriveAddress, deriveKeypair } from 'ripple-keypairs';
import { ZERO_HASH } from '../crypto/hash.js';
import type { FeeSettings } from '../node/node-api.js';
import { newAccountRoot } from '../state/account.js';
import { emptyStateMap, StoredEntry } from '../state/entry.js';
import { keylet } from '../state/keys.js';
import { genesisAmendments } from './amendments.js';
import { CLOSE_TIME_RESOLUTION, hashLedgerHeader, roundCloseTime } from './header.js';
import type { ClosedLedger } from './ledger.js';
import { updateSkipList } from './skip-list.js';

/** Standalone rippled's genesis account: the "masterpassphrase" seed. */
export const GENESIS_SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';
export const GENESIS_ADDRESS = deriveAddress(deriveKeypair(GENESIS_SEED).publicKey);
export const INITIAL_DROPS = 100_000_000_000_000_000n;

/**
 * Ledger 1 (genesis) and ledger 2, closed at once, as rippled's startGenesisLedger; `amendments` (names) are
 * the enabled ones when given (a config's [features]), else every implemented one.
 */
export function createGenesis(
  fees: FeeSettings,
  closeTime: number,
  amendments?: readonly string[],
): [ClosedLedger, ClosedLedger] {
  let state = emptyStateMap();
  state = state.set(
    keylet.account(GENESIS_ADDRESS),
    new StoredEntry(newAccountRoot(GENESIS_ADDRESS, INITIAL_DROPS, 1)),
  );
  const enabled = genesisAmendments(amendments);
  // As rippled's startGenesisLedger: no Amendments entry when none is enabled.
  if (enabled.length > 0)
    state = state.set(
      keylet.amendments(),
      new StoredEntry({ LedgerEntryType: 'Amendments', Flags: 0, Amendments: enabled }),
    );
  state = state.set(
    keylet.fees(),
    new StoredEntry({
      LedgerEntryType: 'FeeSettings',
      Flags: 0,
      BaseFeeDrops: fees.baseFee.toString(),
      ReserveBaseDrops: fees.reserveBase.toString(),
      ReserveIncrementDrops: fees.reserveIncrement.toString(),
    }),
  );
  const base = {
    seq: 1,
    parentHash: ZERO_HASH,
    transactionHash: ZERO_HASH,
    accountHash: state.hash(),
    closeTime: 0,
    parentCloseTime: 0,
    closeTimeResolution: CLOSE_TIME_RESOLUTION,
    closeFlags: 0,
    totalCoins: INITIAL_DROPS,
  };
  const genesis: ClosedLedger = {
    header: { ...base, hash: hashLedgerHeader(base), closed: true },
    state,
    records: [],
  };

  const state2 = updateSkipList(state, 2, genesis.header.hash);
  const second = {
    ...base,
    seq: 2,
    parentHash: genesis.header.hash,
    accountHash: state2.hash(),
    closeTime: roundCloseTime(closeTime, CLOSE_TIME_RESOLUTION),
  };
  return [
    genesis,
    { header: { ...second, hash: hashLedgerHeader(second), closed: true }, state: state2, records: [] },
  ];
}
