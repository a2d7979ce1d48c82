/**
 * Each launch step is signed only as the launch asked (issue 8): the right signer, the step's transaction
 * type, the creator's supply and liquidity, the issuer's black-holing.
 */
import { ASF_DEFAULT_RIPPLE, ASF_DISABLE_MASTER, TF_SET_NO_RIPPLE } from '@horizon/protocol';
import type { LaunchStepName } from '../contract/launch.js';
import { formatTokenId } from '../token-id/index.js';
import type { SignableBase } from '../transaction/types.js';
import {
  checkPlainPayment,
  flagsOf,
  mismatch,
  onlyTx,
  requireDrops,
  requireFlagsWithin,
  requireToken,
  requireType,
  tokenValue,
  xrpTextToDrops,
} from './facts.js';
import type { IntentCheck, LaunchTerms } from './types.js';

/** rippled's ACCOUNT_ONE: no key controls it. */
export const BLACKHOLE_ADDRESS = 'rrrrrrrrrrrrrrrrrrrrBZbvji';
/** The issuer's funding: its base reserve and a little for its own fees; more is refused. */
export const MAX_ISSUER_FUNDING_DROPS = 12_000_000n;

/** Who signs each step (the creator funds, trusts and pools; the issuer configures, issues and locks itself). */
export function stepSigner(step: LaunchStepName, terms: Pick<LaunchTerms, 'creator' | 'issuer'>): string {
  return step === 'fund_issuer' || step === 'creator_trustline' || step === 'create_pool'
    ? terms.creator
    : terms.issuer;
}

function requireAccountSet(tx: SignableBase, flag: number, step: string): void {
  requireType(tx, 'AccountSet', step);
  if (tx['SetFlag'] !== flag || tx['ClearFlag'] !== undefined || flagsOf(tx) !== 0) throw mismatch(step);
  for (const field of ['Domain', 'TransferRate', 'RegularKey', 'MessageKey', 'EmailHash', 'TickSize']) {
    if (tx[field] !== undefined) throw mismatch(step);
  }
}

type StepCheck = (tx: SignableBase, terms: LaunchTerms, tokenId: string) => void;

const STEP_CHECKS: { readonly [S in LaunchStepName]: StepCheck } = {
  fund_issuer: (tx, terms) => {
    checkPlainPayment(tx, 'fund_issuer');
    if (tx['Destination'] !== terms.issuer) throw mismatch('issuer funding destination');
    if (requireDrops(tx['Amount'], 'issuer funding') > MAX_ISSUER_FUNDING_DROPS)
      throw mismatch('issuer funding');
  },
  configure_issuer: (tx) => requireAccountSet(tx, ASF_DEFAULT_RIPPLE, 'configure_issuer'),
  creator_trustline: (tx, terms, tokenId) => {
    requireType(tx, 'TrustSet', 'creator_trustline');
    requireFlagsWithin(tx, TF_SET_NO_RIPPLE, 'creator_trustline');
    if (!requireToken(tx['LimitAmount'], tokenId, 'trustline token').eq(tokenValue(terms.supply)))
      throw mismatch('trustline limit');
  },
  issue_supply: (tx, terms, tokenId) => {
    checkPlainPayment(tx, 'issue_supply');
    if (tx['Destination'] !== terms.creator) throw mismatch('supply destination');
    if (!requireToken(tx['Amount'], tokenId, 'supply token').eq(tokenValue(terms.supply)))
      throw mismatch('supply');
  },
  set_blackhole_key: (tx) => {
    requireType(tx, 'SetRegularKey', 'set_blackhole_key');
    if (tx['RegularKey'] !== BLACKHOLE_ADDRESS) throw mismatch('regular key');
  },
  disable_master_key: (tx) => requireAccountSet(tx, ASF_DISABLE_MASTER, 'disable_master_key'),
  create_pool: (tx, terms, tokenId) => {
    requireType(tx, 'AMMCreate', 'create_pool');
    if (requireDrops(tx['Amount'], 'pool XRP') !== xrpTextToDrops(terms.initialXrp))
      throw mismatch('pool XRP');
    if (!requireToken(tx['Amount2'], tokenId, 'pool token').eq(tokenValue(terms.initialTokens)))
      throw mismatch('pool tokens');
    if (tx['TradingFee'] !== terms.tradingFeeUnits) throw mismatch('pool fee');
  },
};

export const checkLaunchStep: IntentCheck<'launchStep'> = ({ step, terms }, txs) => {
  const tx = onlyTx(txs, step);
  if (tx.Account !== stepSigner(step, terms)) throw mismatch(`${step} signer`);
  STEP_CHECKS[step](tx, terms, formatTokenId({ currency: terms.currency, issuer: terms.issuer }));
};
