/** What every builder and relay call shares, and the one way a request's transactions are issued. */
import type { UnsignedTransaction } from '@horizon/core';
import type { Clock } from '../clock.js';
import type { Config } from '../config/index.js';
import type { Database } from '../db/index.js';
import type {
  AccountInfo,
  IssuedStore,
  RelayStore,
  Relayer,
  RequestKind,
  TradeLedger,
} from '../relay/index.js';
import type { WalletRegistry } from '../wallets/index.js';
import { type Draft, autofill, ledgerFacts } from './autofill.js';

export interface TradeContext {
  readonly config: Pick<Config, 'treasuryAddress' | 'platformToken' | 'communityToken'>;
  readonly db: Database;
  readonly clock: Clock;
  readonly ledger: TradeLedger;
  readonly issued: IssuedStore;
  readonly relays: RelayStore;
  readonly relayer: Relayer;
  readonly registry: WalletRegistry;
}

/** One transaction of a plan: its role in the request and its stage (fees come after the trade). */
export interface PlannedTx {
  readonly role: string;
  readonly stage: number;
  readonly draft: Draft;
}

/** Issued transactions expire with their LastLedgerSequence; the record is kept a while longer for replays. */
export const ISSUED_TTL_MS = 10 * 60 * 1000;

export interface Issued {
  readonly requestId: string;
  /** By role, autofilled, as the API answers them. */
  readonly byRole: ReadonlyMap<string, UnsignedTransaction>;
  readonly txs: readonly UnsignedTransaction[];
}

/** Autofills a plan of one signer, records it, and answers the unsigned transactions. */
export async function issue(
  ctx: TradeContext,
  kind: RequestKind,
  account: AccountInfo,
  plan: readonly PlannedTx[],
  options: {
    context?: Record<string, unknown>;
    extraLedgers?: number;
    classicAddress?: string;
    /** Keep the unsigned transactions in the request's context, to show them again later. */
    keepTx?: boolean;
  } = {},
): Promise<Issued> {
  const facts = await ledgerFacts(ctx.ledger);
  const drafts = plan.map((p) => p.draft);
  const txs = autofill(account.address, account.sequence, drafts, facts, options.extraLedgers ?? 0);
  const requestId = await ctx.issued.record(
    kind,
    options.classicAddress ?? account.address,
    txs.map((tx, i) => ({ role: plan[i]?.role ?? '', stage: plan[i]?.stage ?? 0, tx })),
    options.keepTx ? ISSUED_TTL_MS * 6 : ISSUED_TTL_MS,
    { ...options.context, ...(options.keepTx ? { tx: txs[0] } : {}) },
  );
  return { requestId, txs, byRole: new Map(txs.map((tx, i) => [plan[i]?.role ?? '', tx])) };
}
