/**
 * One shape for a launch's terms: each step the server builds from core's LaunchTerms is the one the browser's
 * check (core's, on the same terms) lets it sign, from the issuer's funding to the pool with its trading fee.
 */
import {
  LAUNCH_STEPS,
  type LaunchTerms,
  assertMatchesIntent,
  prepareUnsigned,
  stepSigner,
} from '@horizon/core';
import { Wallet } from 'xrpl';
import { describe, expect, it } from 'vitest';
import { stepDraft } from '../../src/launch/steps.js';
import { type LedgerFacts, autofill } from '../../src/trade/autofill.js';

const TERMS: LaunchTerms = {
  creator: Wallet.fromEntropy(new Uint8Array(16).fill(41)).address,
  issuer: Wallet.fromEntropy(new Uint8Array(16).fill(42)).address,
  currency: 'LCH',
  supply: '1000000',
  initialXrp: '250',
  initialTokens: '400000',
  tradingFeeUnits: 300,
};
const FACTS: LedgerFacts = {
  levels: { baseDrops: 10n, openLedgerDrops: 10n },
  reserves: { baseDrops: 1_000_000n, incrementDrops: 200_000n },
  validatedLedger: 100,
};

function built(terms: LaunchTerms, step: (typeof LAUNCH_STEPS)[number]) {
  const signer = stepSigner(step, terms);
  const [tx] = autofill(signer, 7, [stepDraft(step, terms, FACTS.reserves)], FACTS);
  return { signer, tx: prepareUnsigned(tx, signer, step) };
}

describe('launch steps', () => {
  it.each(LAUNCH_STEPS)('builds %s as core checks it on the same terms', (step) => {
    const { signer, tx } = built(TERMS, step);
    expect(() =>
      assertMatchesIntent({ kind: 'launchStep', step, terms: TERMS }, [{ role: step, tx }], signer),
    ).not.toThrow();
  });

  it("creates the pool with the terms' trading fee in ledger units, and no other", () => {
    const { signer, tx } = built(TERMS, 'create_pool');
    expect(tx['TradingFee']).toBe(300);
    const other = { ...TERMS, tradingFeeUnits: 500 };
    expect(() =>
      assertMatchesIntent(
        { kind: 'launchStep', step: 'create_pool', terms: other },
        [{ role: 'create_pool', tx }],
        signer,
      ),
    ).toThrow();
  });
});
