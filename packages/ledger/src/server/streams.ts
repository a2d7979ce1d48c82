import type WebSocket from 'ws';
import { ledgerClosedMessage, proposedMessage, transactionMessage, type Session } from '../api/index.js';
import type { LedgerClosedEvent, LedgerNode, TransactionProposedEvent } from '../node/index.js';
import { affectedAccounts } from '../node/affected-accounts.js';
import { booksTouched } from '../api/book-subscriptions.js';
import { bookChangesMessage } from '../api/stream-messages.js';

// Pushes the node's events to subscribed WebSocket sessions in rippled's order: ledgerClosed, bookChanges, then
// each transaction on the transactions streams, to the books its offers sit in, then on the account streams
// (a session hears a transaction once per stream that carries it, as rippled sends them).
// A closed ledger is published on the next turn of the event loop: standalone rippled publishes it from its
// advance job, which its single job thread runs only after the ledger_accept that closed it has been answered.
// A proposed transaction is published at once (rippled does so while applying it, before answering submit),
// after any closed ledger still waiting, so the two kinds keep their order.

const MAX_BUFFERED = 64 * 1024 * 1024;

export class StreamHub {
  private readonly sessions = new Map<Session, WebSocket>();
  private pending: LedgerClosedEvent[] = [];
  private readonly onClosed = (e: LedgerClosedEvent) => {
    this.pending.push(e);
    if (this.pending.length === 1) setImmediate(() => this.flushClosed());
  };
  private readonly onProposed = (e: TransactionProposedEvent) => {
    this.flushClosed();
    this.publishProposed(e);
  };

  /** `networkId`: the configured [network_id] the ledger stream reports (0 when none is). */
  constructor(
    private readonly node: LedgerNode,
    private readonly networkId = 0,
  ) {
    node.on('ledgerClosed', this.onClosed);
    node.on('transactionProposed', this.onProposed);
  }

  add(session: Session, ws: WebSocket): void {
    this.sessions.set(session, ws);
  }

  remove(session: Session): void {
    this.sessions.delete(session);
  }

  stop(): void {
    this.node.off('ledgerClosed', this.onClosed);
    this.node.off('transactionProposed', this.onProposed);
  }

  private send(session: Session, message: Record<string, unknown>): void {
    const ws = this.sessions.get(session);
    if (!ws || ws.readyState !== ws.OPEN) return;
    // A client that stops reading is dropped, as rippled drops sessions past its send queue limit.
    if (ws.bufferedAmount > MAX_BUFFERED) return void ws.terminate();
    ws.send(JSON.stringify(message));
  }

  private flushClosed(): void {
    const waiting = this.pending;
    this.pending = [];
    for (const e of waiting) this.publishClosed(e);
  }

  private publishClosed(e: LedgerClosedEvent): void {
    const ledgerMsg = ledgerClosedMessage(e, this.networkId);
    for (const s of this.sessions.keys()) if (s.streams.has('ledger')) this.send(s, ledgerMsg);
    const changes = [...this.sessions.keys()].some((s) => s.streams.has('book_changes'))
      ? bookChangesMessage(e)
      : undefined;
    if (changes)
      for (const s of this.sessions.keys()) if (s.streams.has('book_changes')) this.send(s, changes);
    for (const tx of e.transactions) {
      const accounts = affectedAccounts(tx.meta);
      // OrderBookDB::processTxn: successful transactions reach the subscribers of the books their offers sit in.
      const books = tx.engineResult === 'tesSUCCESS' ? booksTouched(tx.meta) : new Set<string>();
      for (const s of this.sessions.keys()) {
        const msg = () => transactionMessage(e, tx, s.apiVersion);
        if (s.streams.has('transactions')) this.send(s, msg());
        if (s.streams.has('transactions_proposed')) this.send(s, msg());
        if ([...books].some((b) => s.books.has(b))) this.send(s, msg());
        if (s.wantsAccounts(accounts, false)) this.send(s, msg());
      }
    }
  }

  private publishProposed(e: TransactionProposedEvent): void {
    const current = this.node.currentLedgerIndex();
    for (const s of this.sessions.keys()) {
      const msg = () => proposedMessage(e.result, current, s.apiVersion);
      if (s.streams.has('transactions_proposed')) this.send(s, msg());
      if (s.wantsAccounts(e.accounts, true)) this.send(s, msg());
    }
  }
}
