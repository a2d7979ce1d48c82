import type { TxJson } from '../node/node-api.js';
import { adjustOwnerCount } from '../state/account.js';
import { ownerDirRemove, readU64 } from '../state/directory.js';
import type { EntryFields } from '../state/entry.js';
import { keylet } from '../state/keys.js';
import type { ApplyView } from '../state/view.js';
import type { Ter } from './ter.js';

// rippled's SeqProxy: a transaction spends either the account's next Sequence or a Ticket (Sequence 0 and a
// TicketSequence). Transactor::checkSeqProxy decides whether it may, consumeSeqProxy spends it.

/** The ticket a transaction spends, or undefined when it spends a sequence. */
export function ticketOf(tx: TxJson): number | undefined {
  return tx.Sequence === 0 && typeof tx.TicketSequence === 'number' ? tx.TicketSequence : undefined;
}

/** Whether the account can spend what the transaction names (rippled's checkSeqProxy). */
export function checkSeqProxy(
  read: (key: string) => Readonly<EntryFields> | undefined,
  tx: TxJson,
  root: Readonly<EntryFields>,
): Ter {
  const accountSeq = root.Sequence as number;
  const ticket = ticketOf(tx);
  if (ticket === undefined) {
    if (tx.TicketSequence !== undefined) return 'temSEQ_AND_TICKET';
    const seq = tx.Sequence as number;
    if (accountSeq < seq) return 'terPRE_SEQ';
    if (accountSeq > seq) return 'tefPAST_SEQ';
    return 'tesSUCCESS';
  }
  // A ticket at or past the account's Sequence may come from a TicketCreate not yet applied: retry later.
  if (accountSeq <= ticket) return 'terPRE_TICKET';
  if (!read(keylet.ticket(tx.Account, ticket))) return 'tefNO_TICKET';
  return 'tesSUCCESS';
}

/** Spends the sequence or the ticket on the (peeked) account root `root`; the caller updates the root. */
export function consumeSeqProxy(view: ApplyView, tx: TxJson, root: EntryFields): Ter {
  const ticket = ticketOf(tx);
  if (ticket === undefined) {
    root.Sequence = (tx.Sequence as number) + 1;
    return 'tesSUCCESS';
  }
  return deleteTicket(view, tx.Account, ticket, root);
}

/** Removes a ticket from the ledger and its owner's counts (rippled's Transactor::ticketDelete). */
export function deleteTicket(view: ApplyView, account: string, ticket: number, root: EntryFields): Ter {
  const key = keylet.ticket(account, ticket);
  const entry = view.peek(key);
  if (!entry) return 'tefBAD_LEDGER';
  if (!ownerDirRemove(view, account, readU64(entry, 'OwnerNode'), key, true)) return 'tefBAD_LEDGER';
  adjustOwnerCount(root, -1);
  const count = (root.TicketCount as number | undefined) ?? 0;
  if (count <= 1) delete root.TicketCount;
  else root.TicketCount = count - 1;
  view.erase(key);
  return 'tesSUCCESS';
}
