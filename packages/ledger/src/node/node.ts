import { checkSignature, decodeBlob, type DecodedTx } from '../engine/envelope.js';
import { terInfo } from '../engine/ter.js';
import { buildLedger } from '../chain/build.js';
import { GENESIS_ADDRESS, GENESIS_SEED, createGenesis } from '../chain/genesis.js';
import { toRippleTime } from '../chain/header.js';
import type { ClosedLedger } from '../chain/ledger.js';
import { LedgerStore } from '../persistence/ledger-store.js';
import { keylet } from '../state/keys.js';
import { amendmentList, feesFromState } from './settings.js';
import { Emitter } from './emitter.js';
import { History } from './history.js';
import type {
  AccountTxQuery,
  FeeSettings,
  LedgerHeader,
  LedgerNode,
  LedgerReader,
  LedgerRef,
  NodeEvents,
  NodeOptions,
  SimulateOutcome,
  SubmitOutcome,
  SubmitResult,
} from './node-api.js';
import { OpenLedger } from './open-ledger.js';
import { StateReader } from './reader.js';
import { simulateTx } from './simulate.js';

const DEFAULT_FEES: FeeSettings = { baseFee: 10n, reserveBase: 1_000_000n, reserveIncrement: 200_000n };
const SNAPSHOT_EVERY = 256;

/** Starts a standalone node: restores it from `dataDir` when there is one, else creates the genesis ledgers. */
export async function createNode(options: NodeOptions = {}): Promise<LedgerNode> {
  const node = new Node(options);
  await Promise.resolve();
  return node;
}

class Node implements LedgerNode {
  readonly genesis = { address: GENESIS_ADDRESS, seed: GENESIS_SEED };
  readonly networkId: number;
  private readonly history = new History();
  private readonly open: OpenLedger;
  private readonly events = new Emitter<NodeEvents>();
  private readonly store?: LedgerStore;
  private readonly now: () => Date;
  private timer?: ReturnType<typeof setInterval>;

  constructor(options: NodeOptions) {
    this.now = options.now ?? (() => new Date());
    if (options.dataDir) this.store = new LedgerStore(options.dataDir);
    const restored = this.restore();
    if (restored.length > 0) for (const l of restored) this.history.add(l);
    else {
      const fees = { ...DEFAULT_FEES, ...options.fees };
      const [first, second] = createGenesis(fees, toRippleTime(this.now()), options.amendments);
      this.store?.append(first, undefined);
      this.store?.append(second, first.state);
      this.history.add(first);
      this.history.add(second);
    }
    this.networkId = options.networkId ?? 0;
    this.open = new OpenLedger(this.history.latest, () => this.fees(), this.networkId);
    const interval = options.closeIntervalMs ?? 0;
    if (interval > 0)
      this.timer = setInterval(
        () => this.acceptLedger().catch((e: unknown) => console.error('ledger close failed', e)),
        interval,
      );
  }

  /** The stored ledgers; a store that fails to load gives its folder back before the error goes on. */
  private restore(): ClosedLedger[] {
    try {
      return this.store?.load().ledgers ?? [];
    } catch (e) {
      this.store?.close();
      throw e;
    }
  }

  fees(): FeeSettings {
    return feesFromState(this.history.latest.state);
  }

  amendments() {
    return amendmentList(this.history.latest.state);
  }

  submit(txBlobHex: string): SubmitOutcome {
    const decoded = decodeBlob(txBlobHex);
    if (!decoded.ok) return { ok: false, error: 'invalidTransaction', errorException: decoded.exception };
    const sig = checkSignature(decoded.tx.json);
    if (!sig.ok)
      return { ok: false, error: 'invalidTransaction', errorException: `fails local checks: ${sig.reason}` };
    const result = this.applyToOpen(decoded.tx);
    this.events.emit('transactionProposed', { result, accounts: touchedAccounts(decoded.tx) });
    return { ok: true, ...result };
  }

  private applyToOpen(tx: DecodedTx): SubmitResult {
    const out = this.open.apply(tx, true);
    const info = terInfo(out.ter);
    const root = this.open.state.get(keylet.account(tx.json.Account))?.fields;
    const nextSeq = (root?.Sequence as number | undefined) ?? 0;
    return {
      engineResult: info.token,
      engineResultCode: info.code,
      engineResultMessage: info.message,
      txJson: tx.json,
      txBlob: tx.blob,
      hash: tx.hash,
      accepted: true,
      applied: out.applied,
      broadcast: out.applied,
      kept: true,
      queued: false,
      accountSequenceAvailable: nextSeq,
      accountSequenceNext: nextSeq,
      openLedgerCost: this.fees().baseFee.toString(),
      validatedLedgerIndex: this.history.latest.header.seq,
    };
  }

  simulate(txJson: Record<string, unknown>): SimulateOutcome {
    return simulateTx(txJson, this.open, this.fees(), this.networkId);
  }

  async acceptLedger(): Promise<number> {
    const parent = this.history.latest;
    const candidates = this.open.applied.map((a) => a.tx);
    const { ledger, results } = buildLedger(
      parent,
      candidates,
      this.fees(),
      toRippleTime(this.now()),
      this.networkId,
    );
    this.store?.append(ledger, parent.state);
    if (this.store && ledger.header.seq % SNAPSHOT_EVERY === 0) this.store.snapshot(ledger);
    this.history.add(ledger);
    const inLedger = new Set(ledger.records.map((r) => r.hash));
    const leftovers = candidates.filter((t) => !inLedger.has(t.hash));
    this.open.reopen(ledger, leftovers);
    this.publish(ledger, results);
    await Promise.resolve();
    return this.open.seq;
  }

  private publish(ledger: ClosedLedger, results: Map<string, string>): void {
    if (!this.events.has('ledgerClosed')) return;
    const transactions = ledger.records.map((r) => {
      const info = terInfo(results.get(r.hash) ?? r.meta.TransactionResult);
      return {
        ...r,
        engineResult: info.token,
        engineResultCode: info.code,
        engineResultMessage: info.message,
      };
    });
    this.events.emit('ledgerClosed', {
      header: ledger.header,
      transactions,
      fees: this.fees(),
      validatedLedgers: this.history.range(),
    });
  }

  getLedger(ref: LedgerRef): LedgerReader | undefined {
    if (ref === 'current') return this.openReader();
    if (ref === 'closed' || ref === 'validated') return this.reader(this.history.latest);
    if (typeof ref === 'number') {
      if (ref === this.open.seq) return this.openReader();
      const l = this.history.bySequence(ref);
      return l && this.reader(l);
    }
    const l = this.history.byLedgerHash(ref.hash);
    return l && this.reader(l);
  }

  private reader(l: ClosedLedger): LedgerReader {
    return new StateReader(l.header, l.state, l.records);
  }

  private openReader(): LedgerReader {
    const p = this.open.parent.header;
    const header: LedgerHeader = {
      ...p,
      seq: this.open.seq,
      hash: '',
      parentHash: p.hash,
      accountHash: '',
      transactionHash: '',
      parentCloseTime: p.closeTime,
      closeTime: p.closeTime + p.closeTimeResolution,
      closed: false,
    };
    return new StateReader(header, this.open.state, []);
  }

  currentLedgerIndex(): number {
    return this.open.seq;
  }

  closedLedger(): LedgerHeader {
    return this.history.latest.header;
  }

  validatedLedger(): LedgerHeader {
    return this.history.latest.header;
  }

  completeLedgers() {
    return this.history.range();
  }

  openTransactions() {
    return this.open.applied.map((a) => ({ hash: a.tx.hash, txJson: a.tx.json, engineResult: a.ter }));
  }

  transaction(hash: string) {
    return this.history.transaction(hash);
  }

  accountTransactions(address: string, query: AccountTxQuery) {
    return this.history.accountTransactions(address, query);
  }

  on<E extends keyof NodeEvents>(event: E, listener: NodeEvents[E]): void {
    this.events.on(event, listener);
  }

  off<E extends keyof NodeEvents>(event: E, listener: NodeEvents[E]): void {
    this.events.off(event, listener);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.store) {
      this.store.snapshot(this.history.latest);
      this.store.close();
    }
    await Promise.resolve();
  }
}

function touchedAccounts(tx: DecodedTx): string[] {
  const out = new Set([tx.json.Account]);
  if (typeof tx.json.Destination === 'string') out.add(tx.json.Destination);
  return [...out];
}
