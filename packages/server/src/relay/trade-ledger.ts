/**
 * What building and relaying transactions asks the ledger, as one small interface. The real one speaks
 * rippled's API through xrpl.js (localnet, testnet, mainnet alike); tests may wrap it to add a pool or a book.
 */
import type { Amount, Asset, IssuedAmount, IssuedValue } from '@horizon/protocol';

export interface AccountInfo {
  readonly address: string;
  /** The next Sequence the account will use (in the current open ledger). */
  readonly sequence: number;
  readonly balanceDrops: bigint;
  readonly ownerCount: number;
  /** Ledger flags (lsfDefaultRipple, lsfDisableMaster, lsfRequireDestTag, …). */
  readonly flags: number;
  readonly regularKey: string | null;
}

/** One trust line of an account, seen from that account. */
export interface TrustLine {
  readonly peer: string;
  /** As the ledger's JSON has it: 3 characters or 40 hex. */
  readonly currency: string;
  /** Positive: the account holds the peer's token. */
  readonly balance: IssuedValue;
  readonly limit: IssuedValue;
  readonly limitPeer: IssuedValue;
  readonly noRipple: boolean;
  readonly freeze: boolean;
  readonly qualityIn: number;
  readonly qualityOut: number;
}

export interface Reserves {
  readonly baseDrops: bigint;
  readonly incrementDrops: bigint;
}

export interface FeeLevels {
  readonly baseDrops: bigint;
  readonly openLedgerDrops: bigint;
}

export interface VoteSlot {
  readonly account: string;
  readonly tradingFee: number;
  readonly voteWeight: number;
}

/** An AMM as amm_info shows it. */
export interface AmmState {
  readonly account: string;
  readonly amount: Amount;
  readonly amount2: Amount;
  readonly lpToken: IssuedAmount;
  readonly tradingFee: number;
  readonly voteSlots: readonly VoteSlot[];
}

/** A resting offer of the book, with what its owner can actually pay. */
export interface BookOffer {
  readonly owner: string;
  readonly sequence: number;
  /** What the taker gets and pays, cut to the owner's funds. */
  readonly takerGets: Amount;
  readonly takerPays: Amount;
}

export interface AccountOffer {
  readonly sequence: number;
  /** The last transaction that touched the offer: for an untouched offer, the one that placed it. */
  readonly previousTxnId: string | null;
  readonly flags: number;
  readonly takerGets: Amount;
  readonly takerPays: Amount;
}

/** The preliminary answer of submit (the open ledger's result, not final). */
export interface SubmitAnswer {
  readonly engineResult: string;
}

/** A transaction as the ledger knows it; final only when `validated`. */
export interface TxLookup {
  readonly validated: boolean;
  readonly ledgerIndex: number | null;
  readonly engineResult: string | null;
  readonly meta: Record<string, unknown> | null;
}

export interface TradeLedger {
  /** The account as of the current open ledger (its next Sequence), or null when it does not exist. */
  accountInfo(address: string): Promise<AccountInfo | null>;
  trustLines(address: string): Promise<TrustLine[]>;
  fees(): Promise<FeeLevels>;
  reserves(): Promise<Reserves>;
  validatedLedgerIndex(): Promise<number>;
  /** The AMM of this pair in the validated ledger, or null without one. */
  amm(asset: Asset, asset2: Asset): Promise<AmmState | null>;
  /** The book where the taker gets `takerGets` and pays `takerPays`, best first. */
  bookOffers(takerGets: Asset, takerPays: Asset, limit: number): Promise<BookOffer[]>;
  accountOffers(address: string): Promise<AccountOffer[]>;
  /** Throws BlobRefusedError when the server refuses the blob itself (invalidTransaction). */
  submit(txBlob: string): Promise<SubmitAnswer>;
  /** null when the ledger does not know the hash. */
  transaction(hash: string): Promise<TxLookup | null>;
  close(): Promise<void>;
}

/** The ledger server refused a blob before applying it (malformed, bad signature). */
export class BlobRefusedError extends Error {
  override readonly name = 'BlobRefusedError';
}
