/**
 * The launch's transactions, one per step, in order (core's LAUNCH_STEPS): fund the issuer from the
 * creator, DefaultRipple on the issuer, the creator's trustline, the supply issued to the creator, the issuer
 * black-holed (regular key ACCOUNT_ONE, then master key disabled), the AMM pool with the creator's liquidity.
 */
import {
  BLACKHOLE_ADDRESS,
  LAUNCH_ISSUER_FEE_BUDGET_DROPS,
  type LaunchStepName,
  type LaunchTerms,
} from '@horizon/core';
import { ASF_DEFAULT_RIPPLE, ASF_DISABLE_MASTER, TF_SET_NO_RIPPLE, xrpToDrops } from '@horizon/protocol';
import type { Reserves } from '../relay/index.js';
import type { Draft } from '../trade/autofill.js';

/** rippled's ACCOUNT_ONE (core's, the browser checks the same): a regular key set to it locks the issuer. */
export { BLACKHOLE_ADDRESS };

/** A step's transaction from the launch's terms: core's shape, the one the browser checks each step against. */
export function stepDraft(step: LaunchStepName, p: LaunchTerms, reserves: Reserves): Draft {
  const token = { currency: p.currency, issuer: p.issuer };
  switch (step) {
    case 'fund_issuer':
      return {
        transaction_type: 'Payment',
        destination: p.issuer,
        amount: (reserves.baseDrops + LAUNCH_ISSUER_FEE_BUDGET_DROPS).toString(),
      };
    case 'configure_issuer':
      return { transaction_type: 'AccountSet', set_flag: ASF_DEFAULT_RIPPLE };
    case 'creator_trustline':
      return {
        transaction_type: 'TrustSet',
        limit_amount: { ...token, value: p.supply },
        flags: TF_SET_NO_RIPPLE,
      };
    case 'issue_supply':
      return { transaction_type: 'Payment', destination: p.creator, amount: { ...token, value: p.supply } };
    case 'set_blackhole_key':
      return { transaction_type: 'SetRegularKey', regular_key: BLACKHOLE_ADDRESS };
    case 'disable_master_key':
      return { transaction_type: 'AccountSet', set_flag: ASF_DISABLE_MASTER };
    case 'create_pool':
      return {
        transaction_type: 'AMMCreate',
        amount: xrpToDrops(p.initialXrp).toString(),
        amount2: { ...token, value: p.initialTokens },
        trading_fee: p.tradingFeeUnits,
      };
  }
}
