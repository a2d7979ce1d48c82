/**
 * What the preview says each main transaction does, read from its decoded fields: what leaves the wallet
 * and what arrives (at least), one reader per transaction type.
 */
import {
  type SignableBase,
  isIssuedAmount,
  parseTokenId,
  tokenDisplayCurrency,
  tokenIdOf,
  dropsOf,
  tokenValue,
} from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import type { PreviewLine } from './preview.js';

/** '10 XRP', '1.5 USD' or '12.3 LP tokens' (LP token codes start with 03): an amount as the user reads it. */
export function amountText(amount: unknown): string {
  const drops = dropsOf(amount);
  if (drops !== undefined) return `${dropsToXrp(drops)} XRP`;
  if (isIssuedAmount(amount)) {
    const value = tokenValue(amount.value).toString();
    if (/^03[0-9A-F]{38}$/i.test(amount.currency)) return `${value} LP tokens`;
    return `${value} ${tokenDisplayCurrency(parseTokenId(tokenIdOf(amount.currency, amount.issuer)))}`;
  }
  return '—';
}

interface Lines {
  readonly leaving: PreviewLine[];
  readonly arriving: PreviewLine[];
}

const line = (label: string, amount: string): PreviewLine => ({ label, amount });
const amounts = (tx: SignableBase, label: string): PreviewLine[] =>
  ['Amount', 'Amount2'].flatMap((f) => (tx[f] === undefined ? [] : [line(label, amountText(tx[f]))]));
const tokenOf = (limit: unknown): string => amountText(limit).split(' ').slice(1).join(' ') || '—';

/** Fee units (1/100000, 1% = 1000) as a percent: 500 → '0.5%', 1000 → '1%'. */
export function feePercent(units: unknown): string {
  const n = typeof units === 'number' && Number.isInteger(units) && units >= 0 ? units : 0;
  const fraction = String(n % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${Math.floor(n / 1000)}${fraction === '' ? '' : `.${fraction}`}%`;
}

/** The tag and memo a payment carries, as the receiver will read them. */
function paymentDetails(tx: SignableBase): PreviewLine[] {
  const tag = tx['DestinationTag'];
  const memos = (tx['Memos'] ?? []) as readonly { Memo?: { MemoData?: string } }[];
  const texts = memos.flatMap((m) => (m.Memo?.MemoData ? [memoText(m.Memo.MemoData)] : []));
  return [
    ...(typeof tag === 'number' ? [line('Destination tag', String(tag))] : []),
    ...texts.map((text) => line('Memo', text)),
  ];
}

function memoText(hex: string): string {
  const bytes = Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

const READERS: Readonly<Record<string, (tx: SignableBase) => Lines>> = {
  OfferCreate: (tx) => ({
    leaving: [line('You pay', amountText(tx['TakerGets']))],
    arriving: [line('You receive at least', amountText(tx['TakerPays']))],
  }),
  OfferCancel: (tx) => ({
    leaving: [],
    arriving: [line('Order cancelled', `#${String(tx['OfferSequence'])}`)],
  }),
  Payment: (tx) => ({
    leaving: [line(`To ${String(tx['Destination'])}`, amountText(tx['Amount'])), ...paymentDetails(tx)],
    arriving: [],
  }),
  TrustSet: (tx) => {
    const limit = tx['LimitAmount'];
    const cleared = isIssuedAmount(limit) && tokenValue(limit.value).isZero();
    return {
      leaving: [],
      arriving: [
        cleared ? line('Trustline removed', tokenOf(limit)) : line('Trustline up to', amountText(limit)),
      ],
    };
  },
  AMMDeposit: (tx) => ({
    leaving: amounts(tx, 'You deposit'),
    arriving:
      tx['LPTokenOut'] === undefined ? [] : [line('You receive at least', amountText(tx['LPTokenOut']))],
  }),
  AMMWithdraw: (tx) => {
    const named = amounts(tx, 'You withdraw');
    return { leaving: [], arriving: named.length > 0 ? named : [line('You withdraw', 'your whole share')] };
  },
  AMMVote: (tx) => ({ leaving: [], arriving: [line('Your vote', feePercent(tx['TradingFee']))] }),
};

export function mainLines(tx: SignableBase): Lines {
  return READERS[tx.TransactionType]?.(tx) ?? { leaving: [], arriving: [] };
}
