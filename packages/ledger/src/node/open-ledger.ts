import { applyTransaction, type ApplyOutcome } from '../engine/apply.js';
import type { LedgerEnv } from '../engine/context.js';
import type { DecodedTx } from '../engine/envelope.js';
import { ticketOf } from '../engine/seq-proxy.js';
import { isTer, type Ter } from '../engine/ter.js';
import type { ClosedLedger } from '../chain/ledger.js';
import { canonicalOrder } from '../chain/canonical.js';
import type { FeeSettings } from './node-api.js';
import type { StateMap } from '../state/entry.js';
import { keylet } from '../state/keys.js';

// The open ledger: the last closed state plus the transactions applied since, in arrival order; and the
// locally submitted transactions rippled keeps (LocalTxs) to retry in each new open ledger.

const HOLD_LEDGERS = 5;

interface LocalTx {
  tx: DecodedTx;
  expire: number;
}

export interface OpenTx {
  tx: DecodedTx;
  ter: Ter;
}

export class OpenLedger {
  state: StateMap;
  readonly applied: OpenTx[] = [];
  private readonly hashes = new Set<string>();
  private readonly locals = new Map<string, LocalTx>();
  /** Hashes of local transactions by `account:sequence`, in arrival order: the next one is found without a scan. */
  private readonly localsBySeq = new Map<string, string[]>();

  constructor(
    public parent: ClosedLedger,
    private readonly fees: () => FeeSettings,
    private readonly networkId = 0,
  ) {
    this.state = parent.state;
  }

  get seq(): number {
    return this.parent.header.seq + 1;
  }

  private env(): LedgerEnv {
    return {
      fees: this.fees(),
      ledgerSeq: this.seq,
      parentCloseTime: this.parent.header.closeTime,
      networkId: this.networkId,
      open: true,
      txExists: (h) => this.hashes.has(h),
    };
  }

  /** Applies a transaction to the open ledger; a local one is remembered for retries. */
  apply(tx: DecodedTx, local: boolean): ApplyOutcome {
    const out = applyTransaction(this.state, tx, this.env(), { txIndex: this.applied.length });
    if (out.applied) {
      this.state = out.state;
      this.applied.push({ tx, ter: out.ter });
      this.hashes.add(tx.hash);
    }
    if (local && !this.locals.has(tx.hash)) {
      const lls = tx.json.LastLedgerSequence as number | undefined;
      const expire = Math.min(this.seq + HOLD_LEDGERS, lls === undefined ? Infinity : lls + 1);
      this.remember(tx, expire);
    }
    if (out.ter === 'tesSUCCESS') this.applyHeldAfter(tx.json.Account);
    return out;
  }

  private remember(tx: DecodedTx, expire: number): void {
    this.locals.set(tx.hash, { tx, expire });
    const slot = `${tx.json.Account}:${tx.json.Sequence}`;
    const list = this.localsBySeq.get(slot);
    if (list) list.push(tx.hash);
    else this.localsBySeq.set(slot, [tx.hash]);
  }

  private forget(hash: string, tx: DecodedTx): void {
    this.locals.delete(hash);
    const slot = `${tx.json.Account}:${tx.json.Sequence}`;
    const rest = this.localsBySeq.get(slot)?.filter((h) => h !== hash) ?? [];
    if (rest.length > 0) this.localsBySeq.set(slot, rest);
    else this.localsBySeq.delete(slot);
  }

  /** Applies held transactions of `account` whose sequence is now next (rippled's popAcctTransaction). */
  private applyHeldAfter(account: string): void {
    const next = this.state.get(keylet.account(account))?.fields.Sequence as number | undefined;
    if (next === undefined) return;
    for (const hash of this.localsBySeq.get(`${account}:${next}`) ?? []) {
      const local = this.locals.get(hash);
      if (local && !this.hashes.has(hash)) {
        this.apply(local.tx, false);
        return;
      }
    }
  }

  /** Starts the next open ledger on `closed`, re-applying what did not make it and the local transactions. */
  reopen(closed: ClosedLedger, leftovers: DecodedTx[]): void {
    this.parent = closed;
    this.state = closed.state;
    this.applied.length = 0;
    this.hashes.clear();
    this.sweep(closed);
    const inClosed = new Set(closed.records.map((r) => r.hash));
    const seen = new Set<string>();
    const candidates = [...canonicalOrder(leftovers), ...[...this.locals.values()].map((l) => l.tx)].filter(
      (t) => {
        if (inClosed.has(t.hash) || seen.has(t.hash)) return false;
        seen.add(t.hash);
        return true;
      },
    );
    let pending = candidates;
    for (let pass = 0; pass < 3 && pending.length > 0; pass++) {
      const retry: DecodedTx[] = [];
      for (const tx of pending) {
        const out = this.apply(tx, false);
        if (!out.applied && isTer(out.ter)) retry.push(tx);
      }
      if (retry.length === pending.length) break;
      pending = retry;
    }
  }

  /** Forgets local transactions that are in the ledger, expired, or whose sequence has passed. */
  private sweep(closed: ClosedLedger): void {
    const inLedger = new Set(closed.records.map((r) => r.hash));
    for (const [hash, local] of this.locals) {
      const passed = spent(closed, local.tx);
      if (closed.header.seq + 1 > local.expire || inLedger.has(hash) || passed) this.forget(hash, local.tx);
    }
  }
}

/** Whether the sequence or ticket the transaction names is used up in `closed`. */
function spent(closed: ClosedLedger, tx: DecodedTx): boolean {
  const root = closed.state.get(keylet.account(tx.json.Account))?.fields;
  if (root === undefined) return false;
  const ticket = ticketOf(tx.json);
  const seq = ticket ?? (tx.json.Sequence as number);
  if ((root.Sequence as number) <= seq) return false;
  return ticket === undefined || !closed.state.get(keylet.ticket(tx.json.Account, ticket));
}
