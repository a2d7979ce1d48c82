/**
 * The browser refuses to sign anything that differs from what the user asked (issue 8): each flow's
 * converted transactions are checked, by role, against the intent — type, account, destination, amounts,
 * issuer, flags, the network fee cap and the 1% trading fee cap.
 */
import {
  HorizonError,
  MAX_FEE_DROPS,
  type SignableBase,
  assertAmmDeposit,
  assertAmmVote,
  assertAmmWithdraw,
  assertOfferCancel,
  assertTrustlineClear,
  assertTrustlineSet,
  assertXrpSend,
  assertTokenSend,
} from '@horizon/core';
import type { PoolAmounts, RoleTx, TradeIntent } from './types.js';
import {
  dropsOf,
  isTokenAmount,
  mismatch,
  requireDrops,
  requireFlagsWithin,
  requireToken,
  tokenValue,
  xrpTextToDrops,
} from './tx-facts.js';
import { checkLimitOrder, checkMarketTrade } from './check-offers.js';
import { byRole, checkPlainPayment, requireRole } from './check-fees.js';

const TF_SET_NO_RIPPLE = 0x00020000;
const TF_CLEAR_NO_RIPPLE = 0x00040000;
const TF_CLEAR_FREEZE = 0x00200000;
const TRUSTLINE_FLAGS = TF_SET_NO_RIPPLE | TF_CLEAR_NO_RIPPLE | TF_CLEAR_FREEZE;

/** Every transaction: signed by this wallet, with a network fee of at most 2 XRP. */
function checkCommon({ role, tx }: RoleTx, account: string): void {
  if (tx.Account !== account) throw mismatch(`${role} account`);
  const fee = dropsOf(tx.Fee);
  if (fee === undefined || fee > MAX_FEE_DROPS) throw mismatch(`${role} network fee`);
}

function checkTrustlineFor(tx: SignableBase | undefined, tokenId: string, name: string): void {
  if (!tx) return;
  assertTrustlineSet(tx, name);
  if (!isTokenAmount(tx.LimitAmount, tokenId)) throw mismatch('trustline token');
  requireFlagsWithin(tx, TRUSTLINE_FLAGS, 'trustline');
}

function checkAmmAssets(tx: SignableBase, tokenId: string): void {
  const assets = [tx['Asset'], tx['Asset2']] as { currency: string; issuer?: string }[];
  const hasXrp = assets.some((a) => a.currency === 'XRP' && a.issuer === undefined);
  const hasToken = assets.some((a) => isTokenAmount({ ...a, value: '0' }, tokenId));
  if (!hasXrp || !hasToken) throw mismatch('pool');
}

/** A deposit puts in exactly the amounts asked: XRP in drops, the token by value; nothing else. */
function checkDepositAmounts(tx: SignableBase, intent: PoolAmounts): void {
  for (const field of ['Amount', 'Amount2']) {
    const amount = tx[field];
    if (amount === undefined) continue;
    const drops = dropsOf(amount);
    if (drops !== undefined) {
      if (intent.xrpAmount === undefined || drops !== xrpTextToDrops(intent.xrpAmount))
        throw mismatch('XRP deposited');
    } else if (
      intent.tokenAmount === undefined ||
      !requireToken(amount, intent.tokenId, 'token deposited').eq(tokenValue(intent.tokenAmount))
    ) {
      throw mismatch('token deposited');
    }
  }
}

function checkSend(intent: TradeIntent & { kind: 'sendXrp' | 'sendToken' }, tx: SignableBase): void {
  if (tx['DestinationTag'] !== intent.destinationTag) throw mismatch('destination tag');
  checkPlainPayment(tx, 'send');
  if (intent.kind === 'sendXrp') {
    assertXrpSend(tx, 'send', { destination: intent.destination });
    if (requireDrops(tx.Amount, 'amount') !== xrpTextToDrops(intent.xrpAmount)) throw mismatch('amount');
    return;
  }
  assertTokenSend(tx, 'send', { destination: intent.destination });
  if (!requireToken(tx.Amount, intent.tokenId, 'token').eq(tokenValue(intent.tokenAmount))) {
    throw mismatch('amount');
  }
}

/** Checks a flow's converted transactions against the intent; throws before anything is signed. */
export function checkIntent(intent: TradeIntent, txs: readonly RoleTx[], account: string): void {
  if (txs.length === 0) throw new HorizonError('general.invalidResponse');
  for (const t of txs) checkCommon(t, account);
  const single = (): SignableBase => requireRole(txs, 'single');
  switch (intent.kind) {
    case 'buy':
    case 'sell':
    case 'swap':
      checkMarketTrade(intent, txs, account);
      checkTrustlineFor(
        byRole(txs, 'trustline'),
        intent.kind === 'swap' ? intent.toTokenId : intent.tokenId,
        'trustline',
      );
      return;
    case 'limitOrder':
      return checkLimitOrder(intent, txs, account);
    case 'cancelOrder': {
      const tx = single();
      assertOfferCancel(tx, 'cancel');
      if (tx.OfferSequence !== intent.offerSequence) throw mismatch('order');
      return;
    }
    case 'sendXrp':
    case 'sendToken':
      return checkSend(intent, single());
    case 'trustlineSet':
      return checkTrustlineFor(single(), intent.tokenId, 'trustline');
    case 'trustlineClear': {
      const tx = single();
      assertTrustlineClear(tx, 'clear trustline');
      return checkTrustlineFor(tx, intent.tokenId, 'clear trustline');
    }
    case 'trustlineClearAll':
      for (const { tx } of txs) {
        assertTrustlineClear(tx, 'clear trustline');
        requireFlagsWithin(tx, TRUSTLINE_FLAGS, 'trustline');
      }
      return;
    case 'ammDeposit':
      assertAmmDeposit(single(), 'deposit');
      checkAmmAssets(single(), intent.tokenId);
      return checkDepositAmounts(single(), intent);
    case 'ammWithdraw':
      assertAmmWithdraw(single(), 'withdraw');
      return checkAmmAssets(single(), intent.tokenId);
    case 'ammVote': {
      const tx = single();
      assertAmmVote(tx, 'vote');
      if (tx.TradingFee !== intent.tradingFeeUnits) throw mismatch('trading fee');
      return checkAmmAssets(tx, intent.tokenId);
    }
  }
}
