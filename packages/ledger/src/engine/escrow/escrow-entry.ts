import { u16, u32, sha512Half, toHex } from '../../crypto/hash.js';
import { ownerDirRemove, readU64 } from '../../state/directory.js';
import type { EntryFields } from '../../state/entry.js';
import { accountIdBytes } from '../../state/keys.js';
import type { IssuedJson } from '../../state/trust-line.js';
import type { ApplyView } from '../../state/view.js';

// The Escrow entry: its key (keylet::escrow, space 'u'), and taking it off the directories that list it.

const NS_ESCROW = 0x75; // 'u'

export function escrowKey(owner: string, seq: number): string {
  return toHex(sha512Half(u16(NS_ESCROW), accountIdBytes(owner), u32(seq)));
}

/** The key of the escrow an EscrowFinish or EscrowCancel names (its Owner and OfferSequence). */
export function namedEscrowKey(tx: Readonly<Record<string, unknown>>): string {
  return escrowKey(tx.Owner as string, tx.OfferSequence as number);
}

/** The escrow an EscrowFinish or EscrowCancel names, with its token when it holds one; undefined if gone. */
export function namedEscrow(
  read: (key: string) => Readonly<EntryFields> | undefined,
  tx: Readonly<Record<string, unknown>>,
): { escrow: Readonly<EntryFields>; token: IssuedJson | undefined } | undefined {
  const escrow = read(namedEscrowKey(tx));
  if (!escrow) return undefined;
  const amount = escrow.Amount;
  return {
    escrow,
    token: typeof amount === 'object' && amount !== null ? (amount as IssuedJson) : undefined,
  };
}

/** Removes the escrow from its owner's, destination's and issuer's directories (roots kept, as rippled does). */
export function unlinkEscrow(view: ApplyView, key: string, escrow: Readonly<EntryFields>): string {
  const amount = escrow.Amount as string | { issuer: string };
  const lists: [string, string][] = [
    [escrow.Account as string, 'OwnerNode'],
    [escrow.Destination as string, 'DestinationNode'],
  ];
  if (typeof amount === 'object') lists.push([amount.issuer, 'IssuerNode']);
  for (const [who, field] of lists) {
    if (escrow[field] === undefined) continue;
    if (!ownerDirRemove(view, who, readU64(escrow, field), key, true)) return 'tefBAD_LEDGER';
  }
  return 'tesSUCCESS';
}
