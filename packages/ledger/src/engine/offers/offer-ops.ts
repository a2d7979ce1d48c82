import { amountToJson, offerRate, type Amount } from '@horizon/protocol';
import { adjustOwnerCount, ownerCountOf } from '../../state/account.js';
import { dirAppend, dirInsert, dirRemove, ownerDirRemove, readU64, u64Field } from '../../state/directory.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import type { ApplyView } from '../../state/view.js';
import { ZERO_HASH, toHex } from '../../crypto/hash.js';
import { assetCurrencyBytes, assetIssuerBytes, assetOfAmount, bookBase, qualityKey } from './book-keys.js';
import { PaymentSandbox } from '../payment/sandbox.js';

// Placing and deleting Offer entries as CreateOffer::applyGuts and rippled's offerDelete (View.cpp).

export interface NewOffer {
  account: string;
  sequence: number;
  takerPays: Amount;
  takerGets: Amount;
  /** The rate the offer is filed under (its original rate, even for a remainder after crossing). */
  rate: bigint;
  expiration?: number;
  flags: number;
}

/** Files the offer in its owner's directory and its book; answers the result. */
export function placeOffer(view: ApplyView, o: NewOffer): string {
  const offerKey = keylet.offer(o.account, o.sequence);
  const ownerNode = dirInsert(view, o.account, offerKey);
  if (ownerNode === undefined) return 'tecDIR_FULL';
  const rootKey = keylet.account(o.account);
  const root = view.peek(rootKey);
  if (!root) return 'tefINTERNAL';
  adjustOwnerCount(root, 1);
  view.update(rootKey, root);
  const pays = assetOfAmount(o.takerPays);
  const gets = assetOfAmount(o.takerGets);
  const dir = qualityKey(bookBase(pays, gets), o.rate);
  const bookNode = dirAppend(view, dir, offerKey, {
    TakerPaysCurrency: toHex(assetCurrencyBytes(pays)),
    TakerPaysIssuer: toHex(assetIssuerBytes(pays)),
    TakerGetsCurrency: toHex(assetCurrencyBytes(gets)),
    TakerGetsIssuer: toHex(assetIssuerBytes(gets)),
    ExchangeRate: u64Field(o.rate),
  });
  if (bookNode === undefined) return 'tecDIR_FULL';
  const offer: EntryFields = {
    LedgerEntryType: 'Offer',
    Flags: o.flags,
    Account: o.account,
    Sequence: o.sequence,
    TakerPays: amountToJson(o.takerPays),
    TakerGets: amountToJson(o.takerGets),
    BookDirectory: dir,
    BookNode: u64Field(bookNode),
    OwnerNode: u64Field(ownerNode),
    PreviousTxnID: ZERO_HASH,
    PreviousTxnLgrSeq: 0,
  };
  if (o.expiration !== undefined) offer.Expiration = o.expiration;
  view.insert(offerKey, offer);
  return 'tesSUCCESS';
}

/** rippled's offerDelete: out of both directories, owner count released, entry erased. */
export function offerDelete(view: ApplyView, offerKey: string): string {
  const offer = view.peek(offerKey);
  if (!offer) return 'tefINTERNAL';
  const owner = offer.Account as string;
  if (!ownerDirRemove(view, owner, readU64(offer, 'OwnerNode'), offerKey)) return 'tefBAD_LEDGER';
  if (!dirRemove(view, offer.BookDirectory as string, readU64(offer, 'BookNode'), offerKey))
    return 'tefBAD_LEDGER';
  const ownerKey = keylet.account(owner);
  const ownerRoot = view.peek(ownerKey);
  if (ownerRoot) {
    const count = ownerCountOf(ownerRoot);
    if (view instanceof PaymentSandbox) view.credits.noteOwnerCount(owner, count, count - 1);
    adjustOwnerCount(ownerRoot, -1);
    view.update(ownerKey, ownerRoot);
  }
  view.erase(offerKey);
  return 'tesSUCCESS';
}

/** The rate an offer with these amounts files under (TakerPays / TakerGets). */
export function rateOf(takerPays: Amount, takerGets: Amount): bigint {
  return offerRate(takerPays, takerGets);
}
