import type { ClosedLedger } from '../chain/ledger.js';
import type { AccountTxPage, AccountTxQuery, TransactionRecord } from './node-api.js';
import { recordIndex } from '../chain/record.js';

// Closed ledgers by sequence and hash, transactions by id, and each account's transactions in ledger order.

export class History {
  private bySeq = new Map<number, ClosedLedger>();
  private byHash = new Map<string, number>();
  private txs = new Map<string, TransactionRecord>();
  private accountTxs = new Map<string, { rec: TransactionRecord; txIndex: number }[]>();
  private first = 0;
  private last = 0;

  add(ledger: ClosedLedger): void {
    const { seq, hash } = ledger.header;
    this.bySeq.set(seq, ledger);
    this.byHash.set(hash, seq);
    if (this.first === 0) this.first = seq;
    this.last = seq;
    for (const rec of ledger.records) {
      this.txs.set(rec.hash, rec);
      const { txIndex, accounts } = recordIndex(rec);
      for (const account of accounts) {
        let list = this.accountTxs.get(account);
        if (!list) this.accountTxs.set(account, (list = []));
        list.push({ rec, txIndex });
      }
    }
  }

  get latest(): ClosedLedger {
    const l = this.bySeq.get(this.last);
    if (!l) throw new Error('no closed ledger');
    return l;
  }

  range(): { min: number; max: number } {
    return { min: this.first, max: this.last };
  }

  bySequence(seq: number): ClosedLedger | undefined {
    return this.bySeq.get(seq);
  }

  byLedgerHash(hash: string): ClosedLedger | undefined {
    const seq = this.byHash.get(hash.toUpperCase());
    return seq === undefined ? undefined : this.bySeq.get(seq);
  }

  transaction(hash: string): TransactionRecord | undefined {
    return this.txs.get(hash.toUpperCase());
  }

  accountTransactions(address: string, q: AccountTxQuery): AccountTxPage {
    const min = Math.max(q.min ?? this.first, this.first);
    const max = Math.min(q.max ?? this.last, this.last);
    const all = (this.accountTxs.get(address) ?? []).filter(
      (e) => e.rec.ledgerIndex >= min && e.rec.ledgerIndex <= max,
    );
    const ordered = q.forward ? all : [...all].reverse();
    let start = 0;
    if (q.marker) {
      const { ledger, seq } = q.marker;
      start = ordered.findIndex((e) => e.rec.ledgerIndex === ledger && e.txIndex === seq);
      if (start < 0) start = ordered.length;
    }
    const transactions = ordered.slice(start, start + q.limit).map((e) => e.rec);
    const next = ordered[start + q.limit];
    const page: AccountTxPage = { transactions, ledgerIndexMin: min, ledgerIndexMax: max };
    if (next) page.marker = { ledger: next.rec.ledgerIndex, seq: next.txIndex };
    return page;
  }
}
