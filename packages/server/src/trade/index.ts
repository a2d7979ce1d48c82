// Trading: every builder of spec §7 with quotes and fees, relayed through ../relay.
import type { Clock } from '../clock.js';
import type { Config } from '../config/index.js';
import type { Database } from '../db/index.js';
import type { RouteBinding } from '../http/contract-routes.js';
import { LaunchHooks, launchRoutes } from '../launch/index.js';
import {
  IssuedStore,
  RelayStore,
  Relayer,
  type RelayLog,
  type RelayerOptions,
  type TradeLedger,
  XrplTradeLedger,
} from '../relay/index.js';
import { WalletRegistry } from '../wallets/index.js';
import type { TradeContext } from './context.js';
import { tradeRoutes } from './routes.js';

export { type TradeContext, issue, ISSUED_TTL_MS } from './context.js';
export { autofill, cushionedFee, LEDGER_OFFSET, type Draft } from './autofill.js';
export { quoteIn, type Market } from './quote.js';
export { feePlan } from './fee-txs.js';

export interface TradingDeps {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly log: RelayLog;
  /** The ledger to build against; default: xrpl.js on config.xrplUrl. */
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
  const ledger = deps.ledger ?? new XrplTradeLedger(deps.config.xrplUrl);
  const issued = new IssuedStore(deps.db, deps.clock);
  const relays = new RelayStore(deps.db, deps.clock);
  const relayer = new Relayer(issued, relays, ledger, deps.clock, deps.log, deps.relayer);
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
  return {
    context,
    launchHooks,
    bindings: [...tradeRoutes(context), ...launchRoutes(context, launchHooks)],
    async close() {
      clearInterval(resume);
      if (!deps.ledger) await ledger.close();
    },
  };
}
