import type WebSocket from 'ws';
import { ledgerClosedMessage, proposedMessage, transactionMessage, type Session } from '../api/index.js';
import type { LedgerClosedEvent, LedgerNode, TransactionProposedEvent } from '../node/index.js';
import { affectedAccounts } from '../node/affected-accounts.js';

// Pushes the node's events to subscribed WebSocket sessions in rippled's order: ledgerClosed, then each
// transaction on the transactions streams, then on the account streams (one message per session and transaction).

const MAX_BUFFERED = 64 * 1024 * 1024;

export class StreamHub {
  private readonly sessions = new Map<Session, WebSocket>();
  private readonly onClosed = (e: LedgerClosedEvent) => this.publishClosed(e);
  private readonly onProposed = (e: TransactionProposedEvent) => this.publishProposed(e);

  constructor(private readonly node: LedgerNode) {
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

  private publishClosed(e: LedgerClosedEvent): void {
    const ledgerMsg = ledgerClosedMessage(e);
    for (const s of this.sessions.keys()) if (s.streams.has('ledger')) this.send(s, ledgerMsg);
    for (const tx of e.transactions) {
      const accounts = affectedAccounts(tx.meta);
      for (const s of this.sessions.keys()) {
        const msg = () => transactionMessage(e, tx, s.apiVersion);
        if (s.streams.has('transactions')) this.send(s, msg());
        if (s.streams.has('transactions_proposed')) this.send(s, msg());
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
