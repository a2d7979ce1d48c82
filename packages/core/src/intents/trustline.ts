/** Setting a trustline to the token, clearing it (limit 0), or clearing every one (each a clear). */
import { assertTrustlineClear } from '../transaction/intents.js';
import { onlyTx, requireFlagsWithin } from './facts.js';
import { TRUSTLINE_FLAGS, checkTrustlineFor } from './offers.js';
import type { IntentCheck } from './types.js';

export const checkTrustlineSet: IntentCheck<'trustlineSet'> = (intent, txs) => {
  checkTrustlineFor(onlyTx(txs, 'single'), intent.tokenId, 'trustline');
};

export const checkTrustlineClear: IntentCheck<'trustlineClear'> = (intent, txs) => {
  const tx = onlyTx(txs, 'single');
  assertTrustlineClear(tx, 'clear trustline');
  checkTrustlineFor(tx, intent.tokenId, 'clear trustline');
};

export const checkTrustlineClearAll: IntentCheck<'trustlineClearAll'> = (_intent, txs) => {
  for (const { tx } of txs) {
    assertTrustlineClear(tx, 'clear trustline');
    requireFlagsWithin(tx, TRUSTLINE_FLAGS, 'trustline');
  }
};
