// The trade room's wiring: its ledger client, relayer and background resume, with the trade and launch routes.
import type { Clock } from './clock.js';
import type { Config } from './config/index.js';
import type { Database } from './db/index.js';
import type { RouteBinding } from './routes/contract-routes.js';
import { IconIntake, IconStore, remoteIconOptions } from './icons/index.js';
import { LaunchHooks, launchRoutes } from './launch/index.js';
import {
  IssuedStore,
  RelayStore,
  Relayer,
  type RelayLog,
  type RelayerOptions,
  type TradeLedger,
  XrplTradeLedger,
} from './relay/index.js';
import { WalletRegistry } from './wallets/index.js';
import type { LedgerConnection } from './xrpl/index.js';
import type { TradeContext } from './trade/context.js';
import { settleOwedFees } from './trade/owed-fees.js';
import { tradeRoutes } from './trade/routes.js';

export interface TradingDeps {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly log: RelayLog;
  /** The server's connection to the ledger, for the default trade ledger. */
  readonly connection: LedgerConnection;
  /** The ledger to build against; default: xrpl.js over `connection`. */
  readonly ledger?: TradeLedger | undefined;
  readonly relayer?: RelayerOptions;
}

export interface Trading {
  readonly context: TradeContext;
  /** Programs subscribe here to launches created and pools opened. */
  readonly launchHooks: LaunchHooks;
  readonly bindings: RouteBinding[];
  close(): Promise<void>;
}

const RESUME_EVERY_MS = 15_000;

/** Trading and launch routes with their ledger client, and the background finish of interrupted relays. */
export function openTrading(deps: TradingDeps): Trading {
  const ledger = deps.ledger ?? new XrplTradeLedger(deps.connection);
  const issued = new IssuedStore(deps.db, deps.clock);
  const relays = new RelayStore(deps.db, deps.clock);
  const relayer = new Relayer(issued, relays, ledger, deps.clock, deps.log, deps.relayer);
  relayer.onFinished((outcome) => settleOwedFees(deps.db, deps.clock, outcome));
  const context: TradeContext = {
    config: deps.config,
    db: deps.db,
    clock: deps.clock,
    ledger,
    issued,
    relays,
    relayer,
    registry: new WalletRegistry(deps.db, deps.clock),
  };
  const resume = setInterval(() => {
    relayer
      .resumeUnfinished()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'resuming relays failed'));
  }, RESUME_EVERY_MS);
  resume.unref();
  const launchHooks = new LaunchHooks();
  const icons = new IconIntake(new IconStore(deps.db, deps.clock), remoteIconOptions(deps.config));
  return {
    context,
    launchHooks,
    bindings: [...tradeRoutes(context), ...launchRoutes(context, icons, launchHooks)],
    async close() {
      clearInterval(resume);
      if (!deps.ledger) await ledger.close();
    },
  };
}
