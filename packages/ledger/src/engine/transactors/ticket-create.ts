import { adjustOwnerCount, ownerCountOf, reserve } from '../../state/account.js';
import { dirInsert, u64Field } from '../../state/directory.js';
import { keylet } from '../../state/keys.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { ticketOf } from '../seq-proxy.js';
import type { Ter } from '../ter.js';

// TicketCreate (rippled CreateTicket.cpp): sets aside the next TicketCount sequence numbers as Ticket objects,
// each an owned object, and moves the account's Sequence past them.

/** The most tickets an account may hold at once (rippled's maxTicketThreshold). */
export const MAX_TICKETS = 250;

function count(tx: PreflightContext['tx']): number {
  return typeof tx.TicketCount === 'number' ? tx.TicketCount : 0;
}

function preflight({ tx }: PreflightContext): Ter {
  const n = count(tx);
  if (n < 1 || n > MAX_TICKETS) return 'temINVALID_COUNT';
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const root = ctx.read(keylet.account(ctx.tx.Account));
  if (!root) return 'terNO_ACCOUNT';
  const held = (root.TicketCount as number | undefined) ?? 0;
  // A ticket spent by this very transaction frees its place.
  const spent = ticketOf(ctx.tx) === undefined ? 0 : 1;
  if (held + count(ctx.tx) - spent > MAX_TICKETS) return 'tecDIR_FULL';
  return 'tesSUCCESS';
}

function doApply(ctx: ApplyContext): Ter {
  const { view, account } = ctx;
  const rootKey = keylet.account(account);
  const root = view.peek(rootKey);
  if (!root) return 'tefINTERNAL';
  const n = count(ctx.tx);
  // Checked against the balance before the fee: the fee may dip into the reserve, as for SignerListSet.
  if (ctx.priorBalance < reserve(ctx.env.fees, ownerCountOf(root) + n)) return 'tecINSUFFICIENT_RESERVE';
  // The sequence this transaction spent (if any) is already consumed: tickets start at the next one.
  const first = root.Sequence as number;
  for (let i = 0; i < n; i++) {
    const seq = first + i;
    const key = keylet.ticket(account, seq);
    const page = dirInsert(view, account, key);
    if (page === undefined) return 'tecDIR_FULL';
    view.insert(key, {
      LedgerEntryType: 'Ticket',
      Flags: 0,
      Account: account,
      OwnerNode: u64Field(page),
      TicketSequence: seq,
    });
  }
  root.TicketCount = ((root.TicketCount as number | undefined) ?? 0) + n;
  adjustOwnerCount(root, n);
  root.Sequence = first + n;
  view.update(rootKey, root);
  return 'tesSUCCESS';
}

export const ticketCreate: Transactor = { allowedFlags: 0, preflight, preclaim, doApply };
