/**
 * The browser refuses to sign anything that differs from what the user asked (issue 8): each flow's
 * converted transactions are checked, by role, against the intent — type, account, destination, amounts,
 * issuer, flags, the network fee cap and the 1% trading fee cap.
 */
import {
  HorizonError,
  MAX_FEE_DROPS,
  type SignableBase,
  assertAmmVote,
  assertOfferCancel,
  assertTrustlineClear,
  assertTrustlineSet,
  assertXrpSend,
  assertTokenSend,
} from '@horizon/core';
import type { RoleTx, TradeIntent } from './types.js';
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
import { checkAmmAssets, checkAmmDeposit, checkAmmWithdraw } from './check-amm.js';
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

/** The memo typed, as the one UTF-8 text memo, or no memo at all. */
function checkMemo(tx: SignableBase, memo: string | undefined): void {
  const memos = tx['Memos'] as readonly { Memo?: { MemoData?: string } }[] | undefined;
  if (memo === undefined || memo === '') {
    if (memos !== undefined && memos.length > 0) throw mismatch('memo');
    return;
  }
  const data = memos?.length === 1 ? memos[0]?.Memo?.MemoData : undefined;
  if (data === undefined || data.toUpperCase() !== utf8Hex(memo)) throw mismatch('memo');
}

function utf8Hex(text: string): string {
  return Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

function checkSend(intent: TradeIntent & { kind: 'sendXrp' | 'sendToken' }, tx: SignableBase): void {
  if (tx['DestinationTag'] !== intent.destinationTag) throw mismatch('destination tag');
  checkMemo(tx, intent.memo);
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
      return checkAmmDeposit(single(), intent);
    case 'ammWithdraw':
      return checkAmmWithdraw(single(), intent);
    case 'ammVote': {
      const tx = single();
      assertAmmVote(tx, 'vote');
      if (tx.TradingFee !== intent.tradingFeeUnits) throw mismatch('trading fee');
      return checkAmmAssets(tx, intent.tokenId);
    }
  }
}
