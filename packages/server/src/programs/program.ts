/**
 * A program of issue 10 (sniper, copy trading, voting, escrow pools, payouts): its routes and, in the running
 * server only, its background jobs. Tests build the app without jobs and drive a program's work directly.
 */
import type { Clock } from '../clock.js';
import type { Config } from '../config/index.js';
import type { HotWallets } from '../custody/index.js';
import type { Database } from '../db/index.js';
import type { RouteBinding } from '../routes/contract-routes.js';
import type { MarketEvents } from '../indexer/index.js';
import type { LaunchHooks } from '../launch/index.js';
import type { TradeContext } from '../trade/index.js';
import type { LedgerConnection, LedgerGateway } from '../xrpl/index.js';

export interface ProgramLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ProgramDeps {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly log: ProgramLog;
  /** Builders, the issued-request store and the relayer: what users sign and what hot wallets sign go one way. */
  readonly trade: TradeContext;
  readonly launchHooks: LaunchHooks;
  readonly hotWallets: HotWallets;
  /** Reads for proofs and premium (account keys, balances, payments). */
  readonly ledger: LedgerGateway;
  /** The server's one connection to the ledger, for a program's own reads (the escrow clock). */
  readonly connection: LedgerConnection;
  /** Trades and ledger closes from the indexer. */
  readonly marketEvents: MarketEvents;
}

export interface Program {
  /** Its name, to find it in `app.programs` (tests run its jobs by hand). */
  readonly name: 'sniper' | 'copytrade' | 'voting' | 'escrow_pools' | 'payouts';
  readonly bindings: readonly RouteBinding[];
  /** Its background work by name, each one pass; `start` runs them on a schedule, tests call them directly. */
  readonly jobs?: Readonly<Record<string, () => Promise<unknown>>>;
  /** Starts the program's background jobs (the running server only). */
  start?(): void;
  /** Stops them; awaited when the app closes. */
  close?(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 10's programs, so tests and tools can run a program's jobs directly. */
    readonly programs: readonly Program[];
  }
}
