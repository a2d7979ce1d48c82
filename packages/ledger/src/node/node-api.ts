// The one interface through which the RPC layer (src/api, src/server) reads and drives the node.
// Ledger objects and transactions use rippled's JSON field names; everything else is our own plain types.

/** A ledger entry as rippled's JSON shows it (`LedgerEntryType`, fields, plus `index`). */
export interface LedgerEntryJson {
  LedgerEntryType: string;
  index: string;
  [field: string]: unknown;
}

/** A transaction as rippled's JSON shows it (`TransactionType`, `Account`, `Fee`, …). */
export interface TxJson {
  TransactionType: string;
  Account: string;
  [field: string]: unknown;
}

/** Transaction metadata as stored (binary form decoded): AffectedNodes, TransactionIndex, TransactionResult, DeliveredAmount?. */
export interface TxMetaJson {
  AffectedNodes: Record<string, unknown>[];
  TransactionIndex: number;
  TransactionResult: string;
  DeliveredAmount?: AmountJson;
  [field: string]: unknown;
}

/** XRP as a drops string, or an issued amount. */
export type AmountJson = string | { currency: string; issuer: string; value: string };

/** A closed (or open) ledger's header. Times are seconds since the Ripple epoch (2000-01-01T00:00:00Z). */
export interface LedgerHeader {
  seq: number;
  /** 64 hex, upper case; '' for the open ledger (not yet hashed). */
  hash: string;
  parentHash: string;
  accountHash: string;
  transactionHash: string;
  closeTime: number;
  parentCloseTime: number;
  /** Seconds; rippled standalone uses 10. */
  closeTimeResolution: number;
  /** 1 when the close time was not agreed (never in standalone). */
  closeFlags: number;
  /** Drops in existence (the genesis 100e9 XRP minus fees burnt). */
  totalCoins: bigint;
  closed: boolean;
}

/** One transaction as it sits in a closed ledger. */
export interface TransactionRecord {
  hash: string;
  ledgerIndex: number;
  ledgerHash: string;
  /** Close time of the ledger that holds it (Ripple epoch seconds). */
  closeTime: number;
  txJson: TxJson;
  meta: TxMetaJson;
  /** Hex of the signed transaction and of its metadata, as `binary: true` answers need. */
  txBlob: string;
  metaBlob: string;
  /** What rippled reports as `delivered_amount`: for successful Payment/CheckCash/AccountDelete, else undefined. */
  deliveredAmount?: AmountJson;
}

/** A ledger as a reader: its header plus reads of its state and transactions. Valid for open and closed ledgers. */
export interface LedgerReader {
  readonly header: LedgerHeader;
  /** The entry at a 64-hex ledger index, or undefined. */
  readEntry(index: string): LedgerEntryJson | undefined;
  /** Its canonical binary as hex, for `binary: true`. */
  readEntryBlob(index: string): string | undefined;
  accountRoot(address: string): LedgerEntryJson | undefined;
  /**
   * The entries an account owns, in owner-directory order (page by page). `after` resumes after the entry with that
   * index. Each item also names the directory page that lists it (for rippled's account_objects markers).
   */
  ownerDirectory(address: string, after?: string): Iterable<{ page: string; entry: LedgerEntryJson }>;
  /** State entries in ascending index order, starting after `marker`, at most `limit`; marker set when more remain. */
  stateEntries(marker: string | undefined, limit: number): { entries: StateEntry[]; marker?: string };
  /** Transactions in this ledger in TransactionIndex order (empty for the open ledger: see openTransactions). */
  transactions(): TransactionRecord[];
}

export interface StateEntry {
  index: string;
  entry: LedgerEntryJson;
  blob: string;
}

/** Which ledger: a sequence number, a 64-hex hash, or rippled's shortcuts. */
export type LedgerRef = number | { hash: string } | 'current' | 'closed' | 'validated';

/** The preliminary result of a submit, exactly the facts rippled's `submit` reports. */
export interface SubmitResult {
  engineResult: string;
  engineResultCode: number;
  engineResultMessage: string;
  txJson: TxJson;
  txBlob: string;
  hash: string;
  accepted: boolean;
  applied: boolean;
  broadcast: boolean;
  kept: boolean;
  queued: boolean;
  accountSequenceAvailable: number;
  accountSequenceNext: number;
  /** Drops, as a decimal string. */
  openLedgerCost: string;
  validatedLedgerIndex: number;
}

/** A blob rippled refuses before any engine result: its `invalidTransaction` error and exception text. */
export interface SubmitRejected {
  error: 'invalidTransaction';
  errorException: string;
}

export type SubmitOutcome = ({ ok: true } & SubmitResult) | ({ ok: false } & SubmitRejected);

/** The would-be outcome of an unsigned transaction applied to the open ledger, nothing kept (rippled 2.4+ simulate). */
export interface SimulateResult {
  engineResult: string;
  engineResultCode: number;
  engineResultMessage: string;
  /** The transaction as autofilled (Fee, Sequence, SigningPubKey ''). */
  txJson: TxJson;
  txBlob: string;
  hash: string;
  ledgerIndex: number;
  applied: false;
  /** Present when the result claims a fee (tes/tec). */
  meta?: TxMetaJson;
  metaBlob?: string;
}

export type SimulateOutcome =
  | ({ ok: true } & SimulateResult)
  | { ok: false; error: 'invalidParams' | 'invalidTransaction' | 'transactionSigned'; errorMessage: string };

export interface FeeSettings {
  /** Reference fee in drops (10 on mainnet). */
  baseFee: bigint;
  /** Account reserve in drops (1 XRP on mainnet). */
  reserveBase: bigint;
  /** Owner reserve per object in drops (0.2 XRP on mainnet). */
  reserveIncrement: bigint;
}

export interface Amendment {
  /** 64-hex feature id (SHA512Half of the name). */
  id: string;
  /** Absent for an id this node does not know (only a ledger's Amendments entry names it). */
  name?: string;
  enabled: boolean;
  /** This node implements it. */
  supported: boolean;
}

export interface AccountTxQuery {
  /** Inclusive bounds; default: the whole validated range. */
  min?: number;
  max?: number;
  /** Oldest first when true (rippled `forward`). */
  forward?: boolean;
  limit: number;
  /** rippled's `{ledger, seq}` marker from a previous page. */
  marker?: { ledger: number; seq: number };
}

export interface AccountTxPage {
  transactions: TransactionRecord[];
  ledgerIndexMin: number;
  ledgerIndexMax: number;
  marker?: { ledger: number; seq: number };
}

export interface LedgerClosedEvent {
  header: LedgerHeader;
  /** In TransactionIndex order, with final results and metadata. */
  transactions: (TransactionRecord & {
    engineResult: string;
    engineResultCode: number;
    engineResultMessage: string;
  })[];
  fees: FeeSettings;
  /** Range of complete ledgers after this close. */
  validatedLedgers: { min: number; max: number };
}

export interface TransactionProposedEvent {
  /** The submit's preliminary result (open ledger). */
  result: SubmitResult;
  /** Accounts the transaction touches (for `accounts_proposed`). */
  accounts: string[];
}

export interface NodeEvents {
  ledgerClosed: (event: LedgerClosedEvent) => void;
  transactionProposed: (event: TransactionProposedEvent) => void;
}

/** The standalone node: everything the RPC layer needs. */
export interface LedgerNode {
  /** The genesis account and its seed (standalone's well-known master passphrase account). */
  readonly genesis: { address: string; seed: string };
  /** The network id transactions are checked against ([network_id]; 0 by default). */
  readonly networkId: number;

  submit(txBlobHex: string): SubmitOutcome;
  simulate(txJson: Record<string, unknown>): SimulateOutcome;
  /** Closes the open ledger now (`ledger_accept`); returns the new open ledger index. */
  acceptLedger(): Promise<number>;

  getLedger(ref: LedgerRef): LedgerReader | undefined;
  currentLedgerIndex(): number;
  closedLedger(): LedgerHeader;
  validatedLedger(): LedgerHeader;
  /** Complete (validated, held) ledger range. */
  completeLedgers(): { min: number; max: number };
  /** Transactions applied to the open ledger so far, in order, with their preliminary results. */
  openTransactions(): { hash: string; txJson: TxJson; engineResult: string }[];

  /** A transaction in a closed ledger, by 64-hex hash (any case). */
  transaction(hash: string): TransactionRecord | undefined;
  accountTransactions(address: string, query: AccountTxQuery): AccountTxPage;

  fees(): FeeSettings;
  amendments(): Amendment[];

  on<E extends keyof NodeEvents>(event: E, listener: NodeEvents[E]): void;
  off<E extends keyof NodeEvents>(event: E, listener: NodeEvents[E]): void;

  /** Stops the closer and flushes persistence. */
  close(): Promise<void>;
}

export interface NodeOptions {
  /** Where the ledger log and snapshots live; absent = in memory only. */
  dataDir?: string;
  /** Close the open ledger every N ms; 0 = only on acceptLedger(). Default 0. */
  closeIntervalMs?: number;
  /** Defaults: 10 drops, 1 XRP, 0.2 XRP. */
  fees?: Partial<FeeSettings>;
  /** The network id ([network_id]); default 0. Above 1024 every transaction must carry it as NetworkID. */
  networkId?: number;
  /** Amendments (names) a new genesis enables; default every implemented one. A stored ledger keeps its own. */
  amendments?: readonly string[];
  /** Wall clock, for tests. */
  now?: () => Date;
}
