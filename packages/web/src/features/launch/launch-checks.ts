/**
 * Each launch step is signed only as the launch asked (issue 8): the right signer, the step's transaction
 * type, the creator's supply and liquidity, the issuer's black-holing, and a network fee of at most 2 XRP.
 */
import { type LaunchStepName, MAX_FEE_DROPS, type SignableBase, formatTokenId } from '@horizon/core';
import { checkPlainPayment } from '../../trade-flow/check-fees.js';
import {
  dropsOf,
  flagsOf,
  mismatch,
  requireDrops,
  requireFlagsWithin,
  requireToken,
  tokenValue,
  xrpTextToDrops,
} from '../../trade-flow/tx-facts.js';

/** rippled's ACCOUNT_ONE: no key controls it. */
export const BLACKHOLE_ADDRESS = 'rrrrrrrrrrrrrrrrrrrrBZbvji';
const ASF_DISABLE_MASTER = 4;
const ASF_DEFAULT_RIPPLE = 8;
const TF_SET_NO_RIPPLE = 0x00020000;
/** The issuer's funding: its base reserve and a little for its own fees; more is refused. */
export const MAX_ISSUER_FUNDING_DROPS = 12_000_000n;

export interface LaunchTerms {
  readonly creator: string;
  readonly issuer: string;
  /** The token's currency code as the ledger has it (3 letters or 40 hex). */
  readonly currency: string;
  readonly supply: string;
  readonly initialXrp: string;
  readonly initialTokens: string;
  readonly tradingFeeUnits: number;
}

/** Who signs each step (the creator funds, trusts and pools; the issuer configures, issues and locks itself). */
export function stepSigner(step: LaunchStepName, terms: LaunchTerms): string {
  return step === 'fund_issuer' || step === 'creator_trustline' || step === 'create_pool'
    ? terms.creator
    : terms.issuer;
}

function requireType(tx: SignableBase, type: string, step: string): void {
  if (tx.TransactionType !== type) throw mismatch(`${step} type`);
}

function requireAccountSet(tx: SignableBase, flag: number, step: string): void {
  requireType(tx, 'AccountSet', step);
  if (tx['SetFlag'] !== flag || tx['ClearFlag'] !== undefined || flagsOf(tx) !== 0) throw mismatch(step);
  for (const field of ['Domain', 'TransferRate', 'RegularKey', 'MessageKey', 'EmailHash', 'TickSize']) {
    if (tx[field] !== undefined) throw mismatch(step);
  }
}

export function checkLaunchStep(step: LaunchStepName, tx: SignableBase, terms: LaunchTerms): void {
  if (tx.Account !== stepSigner(step, terms)) throw mismatch(`${step} signer`);
  const fee = dropsOf(tx.Fee);
  if (fee === undefined || fee > MAX_FEE_DROPS) throw mismatch(`${step} network fee`);
  const tokenId = formatTokenId({ currency: terms.currency, issuer: terms.issuer });
  switch (step) {
    case 'fund_issuer': {
      checkPlainPayment(tx, step);
      if (tx['Destination'] !== terms.issuer) throw mismatch('issuer funding destination');
      if (requireDrops(tx['Amount'], 'issuer funding') > MAX_ISSUER_FUNDING_DROPS)
        throw mismatch('issuer funding');
      return;
    }
    case 'configure_issuer':
      return requireAccountSet(tx, ASF_DEFAULT_RIPPLE, step);
    case 'creator_trustline':
      requireType(tx, 'TrustSet', step);
      requireFlagsWithin(tx, TF_SET_NO_RIPPLE, step);
      if (!requireToken(tx['LimitAmount'], tokenId, 'trustline token').eq(tokenValue(terms.supply)))
        throw mismatch('trustline limit');
      return;
    case 'issue_supply':
      checkPlainPayment(tx, step);
      if (tx['Destination'] !== terms.creator) throw mismatch('supply destination');
      if (!requireToken(tx['Amount'], tokenId, 'supply token').eq(tokenValue(terms.supply)))
        throw mismatch('supply');
      return;
    case 'set_blackhole_key':
      requireType(tx, 'SetRegularKey', step);
      if (tx['RegularKey'] !== BLACKHOLE_ADDRESS) throw mismatch('regular key');
      return;
    case 'disable_master_key':
      return requireAccountSet(tx, ASF_DISABLE_MASTER, step);
    case 'create_pool':
      requireType(tx, 'AMMCreate', step);
      if (requireDrops(tx['Amount'], 'pool XRP') !== xrpTextToDrops(terms.initialXrp))
        throw mismatch('pool XRP');
      if (!requireToken(tx['Amount2'], tokenId, 'pool token').eq(tokenValue(terms.initialTokens)))
        throw mismatch('pool tokens');
      if (tx['TradingFee'] !== terms.tradingFeeUnits) throw mismatch('pool fee');
      return;
  }
}
