/**
 * Reliable submission (xrpl.org "Reliable Transaction Submission"): hashes recorded before submitting, the
 * request's transactions submitted in order, outcomes read only from validated ledgers, a transaction that
 * missed its LastLedgerSequence reported expired. Stage k+1 (the fees) is submitted only when the last
 * transaction of stage k (the trade) succeeded. One run per request: a second post waits for the first run's
 * outcome, and a run whose relayer stopped (a restart) is taken over and finished from the recorded state.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../clock.js';
import { UNIQUE_VIOLATION, sqlErrorCode } from '../db/index.js';
import type { IssuedRequest, IssuedStore, IssuedTx } from './issued-store.js';
import type { RelayStore, RelayedState, RelayedTx } from './relay-store.js';
import { BlobRefusedError, type TradeLedger } from './trade-ledger.js';
import type { VerifiedSet } from './verify.js';

export interface TxOutcome {
  readonly position: number;
  readonly role: string;
  readonly hash: string;
  readonly state: RelayedState;
  readonly engineResult: string | null;
  readonly meta: Record<string, unknown> | null;
}

export interface RequestOutcome {
  readonly request: IssuedRequest;
  readonly txs: readonly TxOutcome[];
}

export interface RelayerOptions {
  /** How often the ledger is asked while waiting for validation. */
  readonly pollMs?: number;
  /** A run without a heartbeat for this long is taken over. */
  readonly staleMs?: number;
  /** A submitted transaction the ledger does not know yet is submitted again this often. */
  readonly resubmitMs?: number;
}

export interface RelayLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Told every run's outcome before the run is marked finished; a throw leaves the run to be resumed. */
export type RunFinishedHook = (outcome: RequestOutcome) => Promise<void>;

export class Relayer {
  private readonly finishedHooks: RunFinishedHook[] = [];
  private readonly pollMs: number;
  private readonly staleMs: number;
  private readonly resubmitMs: number;

  constructor(
    private readonly issued: IssuedStore,
    private readonly relays: RelayStore,
    private readonly ledger: TradeLedger,
    private readonly clock: Clock,
    private readonly log: RelayLog,
    options: RelayerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 200;
    this.staleMs = options.staleMs ?? 15_000;
    this.resubmitMs = options.resubmitMs ?? 2_000;
  }

  /** Adds a hook told the outcome of every run this relayer finishes (owed fees are recorded this way). */
  onFinished(hook: RunFinishedHook): void {
    this.finishedHooks.push(hook);
  }

  /** Relays verified sets in order (stage 0 of each submitted before the next) and answers their outcomes. */
  async relay(sets: readonly VerifiedSet[]): Promise<RequestOutcome[]> {
    const owned: boolean[] = [];
    for (const { request, blobs } of sets) {
      const records = blobs.map((b, position) => ({ position, hash: b.hash, blob: b.blob }));
      const claimed = await this.relays.claim(request.id, records).catch((error: unknown) => {
        // The same blob raced in through a twin request: wait for whichever run recorded it.
        if (sqlErrorCode(error) === UNIQUE_VIOLATION) return false;
        throw error;
      });
      owned.push(claimed);
      if (claimed) await this.submitStage(request, firstStage(request));
    }
    await Promise.all(sets.map(({ request }, i) => (owned[i] ? this.drive(request) : this.follow(request))));
    return Promise.all(sets.map(({ request }) => this.outcome(request)));
  }

  /** Finishes runs left unfinished by a stopped relayer; `force` takes them without waiting for staleness. */
  async resumeUnfinished(force = false): Promise<number> {
    let resumed = 0;
    for (const id of await this.relays.unfinished()) {
      const staleBefore = force ? this.clock.now() + 1 : this.clock.now() - this.staleMs;
      if (!(await this.relays.takeOver(id, staleBefore))) continue;
      const request = await this.issued.load(id);
      if (request) {
        await this.drive(request);
        resumed++;
      }
    }
    return resumed;
  }

  async outcome(request: IssuedRequest): Promise<RequestOutcome> {
    const run = await this.relays.run(request.id);
    const txs = (run?.txs ?? []).map((tx) => ({
      position: tx.position,
      role: request.txs[tx.position]?.role ?? '',
      hash: tx.hash,
      state: tx.state,
      engineResult: tx.engineResult,
      meta: tx.meta,
    }));
    return { request, txs };
  }

  private async relayed(request: IssuedRequest): Promise<readonly RelayedTx[]> {
    return (await this.relays.run(request.id))?.txs ?? [];
  }

  private async drive(request: IssuedRequest): Promise<void> {
    const stages = [...new Set(request.txs.map((tx) => tx.stage))].sort((a, b) => a - b);
    for (const [i, stage] of stages.entries()) {
      await this.submitStage(request, stage);
      const inStage = request.txs.filter((tx) => tx.stage === stage);
      for (const tx of inStage) await this.settle(request, tx);
      const last = (await this.relayed(request)).find((r) => r.position === inStage.at(-1)?.position);
      if (last?.state !== 'validated' || last.engineResult !== 'tesSUCCESS') {
        await this.skipFrom(request, stages[i + 1]);
        break;
      }
    }
    if (this.finishedHooks.length > 0) {
      const outcome = await this.outcome(request);
      for (const hook of this.finishedHooks) await hook(outcome);
    }
    await this.relays.finish(request.id);
  }

  private async skipFrom(request: IssuedRequest, stage: number | undefined): Promise<void> {
    if (stage === undefined) return;
    const relayed = await this.relayed(request);
    for (const tx of request.txs.filter((t) => t.stage >= stage)) {
      const row = relayed[tx.position];
      if (row && row.state === 'recorded') await this.relays.update(row.hash, 'skipped');
    }
  }

  private async submitStage(request: IssuedRequest, stage: number): Promise<void> {
    const relayed = await this.relayed(request);
    for (const tx of request.txs.filter((t) => t.stage === stage)) {
      const row = relayed[tx.position];
      if (row?.state === 'recorded') await this.submitOne(row, tx);
    }
  }

  private async submitOne(row: RelayedTx, tx: IssuedTx): Promise<void> {
    // After a restart the recorded transaction may already be in the ledger.
    if (await this.ledger.transaction(row.hash)) return this.relays.update(row.hash, 'submitted');
    if ((await this.ledger.validatedLedgerIndex()) >= tx.lastLedgerSequence) {
      return this.relays.update(row.hash, 'expired');
    }
    let result: string;
    try {
      result = (await this.ledger.submit(row.blob)).engineResult;
    } catch (error) {
      if (!(error instanceof BlobRefusedError)) throw error;
      return this.relays.update(row.hash, 'rejected');
    }
    const known = result.startsWith('tef') && (await this.ledger.transaction(row.hash)) !== null;
    if (result.startsWith('tem') || (result.startsWith('tef') && !known)) {
      return this.relays.update(row.hash, 'rejected', { engineResult: result });
    }
    return this.relays.update(row.hash, 'submitted');
  }

  /** Waits until the transaction is in a validated ledger, or can no longer be (LastLedgerSequence passed). */
  private async settle(request: IssuedRequest, tx: IssuedTx): Promise<void> {
    let lastSubmit = Date.now();
    for (;;) {
      const row = (await this.relayed(request))[tx.position];
      if (!row || row.state !== 'submitted') return;
      await this.relays.beat(request.id);
      const found = await this.ledger.transaction(row.hash);
      if (found?.validated) {
        return this.relays.update(row.hash, 'validated', {
          engineResult: found.engineResult,
          ledgerIndex: found.ledgerIndex,
          meta: found.meta,
        });
      }
      if ((await this.ledger.validatedLedgerIndex()) >= tx.lastLedgerSequence) {
        const again = await this.ledger.transaction(row.hash);
        if (!again?.validated) return this.relays.update(row.hash, 'expired');
        continue;
      }
      if (found === null && Date.now() - lastSubmit >= this.resubmitMs) {
        lastSubmit = Date.now();
        await this.ledger.submit(row.blob).catch((error: unknown) => {
          this.log.warn({ err: error, hash: row.hash }, 'resubmitting a relayed transaction failed');
        });
      }
      await sleep(this.pollMs);
    }
  }

  /** Waits for another relayer's run, taking it over when its heartbeat stops. */
  private async follow(request: IssuedRequest): Promise<void> {
    for (;;) {
      const run = await this.relays.run(request.id);
      if (!run || run.finished) return;
      if (await this.relays.takeOver(request.id, this.clock.now() - this.staleMs)) return this.drive(request);
      await sleep(this.pollMs);
    }
  }
}

function firstStage(request: IssuedRequest): number {
  return Math.min(...request.txs.map((tx) => tx.stage));
}
