import { amountFromJson, compareAmounts } from '@horizon/protocol';
import { keylet } from '../../state/keys.js';
import type { ApplyView } from '../../state/view.js';
import { offerDelete } from './offer-ops.js';

// rippled's removeUnfundedOffers (Transactor::operator() on tecKILLED / tecOVERSIZE): offers a killed offer
// removed without taking anything from them (found unfunded, expired, or cancelled) stay removed after the reset.

/**
 * Offers erased in the view whose TakerPays is what the ledger held (nothing was taken from them), except the
 * offer an OfferCreate replaces: rippled cancels that one in the sandbox a killed offer discards.
 */
export function offersRemovedUntouched(view: ApplyView, tx: Readonly<Record<string, unknown>>): string[] {
  const replaced =
    typeof tx.OfferSequence === 'number' ? keylet.offer(tx.Account as string, tx.OfferSequence) : undefined;
  return view
    .changes()
    .filter(([key, item]) => {
      if (item.action !== 'erase' || item.fields.LedgerEntryType !== 'Offer' || key === replaced)
        return false;
      const before = view.base.get(key)?.fields;
      if (!before) return false;
      return compareAmounts(amountFromJson(before.TakerPays), amountFromJson(item.fields.TakerPays)) === 0;
    })
    .map(([key]) => key);
}

/** Deletes those offers again after the transaction's changes were discarded. */
export function removeUnfundedOffers(view: ApplyView, keys: string[]): void {
  for (const key of keys) if (view.read(key)) offerDelete(view, key);
}
