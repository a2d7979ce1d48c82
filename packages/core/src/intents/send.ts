/** A send of XRP or a token: a plain payment of exactly the amount to the destination, tag and memo as typed. */
import type { SignableBase } from '../transaction/types.js';
import { assertTokenSend, assertXrpSend } from '../transaction/intents.js';
import {
  checkPlainPayment,
  mismatch,
  onlyTx,
  requireDrops,
  requireToken,
  tokenValue,
  xrpTextToDrops,
} from './facts.js';
import type { Intent, IntentCheck } from './types.js';

function utf8Hex(text: string): string {
  return Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
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

function sendPayment(intent: Intent<'sendXrp' | 'sendToken'>, tx: SignableBase): void {
  if (tx['DestinationTag'] !== intent.destinationTag) throw mismatch('destination tag');
  checkMemo(tx, intent.memo);
  checkPlainPayment(tx, 'send');
}

export const checkSendXrp: IntentCheck<'sendXrp'> = (intent, txs) => {
  const tx = onlyTx(txs, 'single');
  sendPayment(intent, tx);
  assertXrpSend(tx, 'send', { destination: intent.destination });
  if (requireDrops(tx.Amount, 'amount') !== xrpTextToDrops(intent.xrpAmount)) throw mismatch('amount');
};

export const checkSendToken: IntentCheck<'sendToken'> = (intent, txs) => {
  const tx = onlyTx(txs, 'single');
  sendPayment(intent, tx);
  assertTokenSend(tx, 'send', { destination: intent.destination });
  if (!requireToken(tx.Amount, intent.tokenId, 'token').eq(tokenValue(intent.tokenAmount))) {
    throw mismatch('amount');
  }
};
