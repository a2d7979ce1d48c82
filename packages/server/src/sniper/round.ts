/**
 * The fair round of a token launched on Horizon. When the launch is created a 32-byte seed is drawn and its
 * SHA-256 published; when the pool opens the participants are drawn and ordered from the seed, each buys in
 * turn, and the seed is revealed. The XRP Ledger orders one ledger's transactions by its own shuffle (account
 * XOR the set's hash), not by arrival, so each buy is submitted once the one before it is validated: the
 * ledger's order (ledger index, then transaction index) is then exactly the drawn order.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SNIPE_SEED_BYTES, snipeCommitment } from '@horizon/core';
import { relayAsHotWallet } from '../custody/index.js';
import { Leases } from '../db/leases.js';
import type { LaunchRow } from '../launch/index.js';
import type { ProgramDeps } from '../programs/program.js';
import type { RequestOutcome } from '../relay/index.js';
import { tokenFacts } from '../trade/tokens.js';
import { drawRound } from './draw.js';
import { planSnipeBuy, planSnipeFees } from './snipe-buy.js';
import { boughtBy, snipeResult } from './snipe-outcome.js';
import type { Round, Snipe, SniperStore } from './store.js';

const FOLLOW_POLL_MS = 250;
const FOLLOW_LIMIT_MS = 5 * 60 * 1000;
const NOT_PLACED = {
  status: 'failed',
  txHash: null,
  engineResult: null,
  ledgerIndex: null,
  transactionIndex: null,
  tokenAmount: null,
  xrpSpentDrops: null,
} as const;

export class SniperRounds {
  private readonly running = new Map<string, Promise<void>>();
  private readonly leases: Leases;

  constructor(
    private readonly deps: ProgramDeps,
    private readonly store: SniperStore,
  ) {
    this.leases = new Leases(deps.db, deps.clock, {
      onBeatError: (error) => deps.log.warn({ err: error }, 'sniper round heartbeat failed'),
    });
  }

  /** Draws and commits the seed of a new launch (before its pool can exist). */
  async commit(launch: LaunchRow): Promise<void> {
    const seed = randomBytes(SNIPE_SEED_BYTES).toString('hex');
    await this.store.commitRound(launch.tokenId, launch.id, seed, snipeCommitment(seed));
  }

  /** Runs the token's round once (a second call joins the run in progress). */
  run(tokenId: string): Promise<void> {
    const current = this.running.get(tokenId);
    if (current) return current;
    const run = this.runRound(tokenId).finally(() => this.running.delete(tokenId));
    this.running.set(tokenId, run);
    return run;
  }

  /** Every round whose pool opened and which is not revealed yet (after a restart, or still running). */
  async resume(): Promise<number> {
    const rounds = await this.store.unfinishedRounds();
    for (const round of rounds) await this.run(round.tokenId);
    await Promise.all(this.running.values());
    return rounds.length;
  }

  async idle(): Promise<void> {
    await Promise.allSettled(this.running.values());
  }

  /**
   * Runs the round only while this instance holds it in the database: every instance resumes unfinished
   * rounds, and memory alone would let two of them buy the same snipe.
   */
  private async runRound(tokenId: string): Promise<void> {
    await this.leases.hold(`sniper_round:${tokenId}`, () => this.runHeld(tokenId));
  }

  private async runHeld(tokenId: string): Promise<void> {
    const round = await this.store.round(tokenId);
    if (!round || round.state === 'revealed') return;
    if (round.state === 'committed') {
      const entries = await drawRound(this.deps, round, await this.store.enabledSettings());
      await this.store.startRound(tokenId, entries);
      this.deps.log.info({ token_id: tokenId, entries: entries.length }, 'sniper round started');
    }
    // Each buy waits for the one before it; the fee requests trail behind without holding the next buy up.
    const trailing: Promise<void>[] = [];
    for (const snipe of await this.store.snipes(tokenId)) {
      if (snipe.status === 'pending' || snipe.status === 'buying')
        trailing.push((await this.buy(round, snipe)).tail);
    }
    await Promise.all(trailing);
    await this.store.reveal(tokenId);
    this.deps.log.info({ token_id: tokenId }, 'sniper round revealed');
  }

  /** Places the snipe and answers once its buy is final, with the fees and the record still to finish. */
  private async buy(round: Round, snipe: Snipe): Promise<{ tail: Promise<void> }> {
    const { trade, hotWallets } = this.deps;
    const token = await tokenFacts(trade, round.tokenId);
    const context = { owner: snipe.owner };
    let outcome = snipe.status === 'buying' ? await this.earlierRun(snipe, 'snipe') : undefined;
    if (!outcome) {
      await this.store.markBuying(round.tokenId, snipe.owner);
      try {
        const account = await trade.ledger.accountInfo(snipe.preSnipeAddress);
        if (!account) throw new Error('the pre-snipe wallet is gone');
        const lines = await trade.ledger.trustLines(snipe.preSnipeAddress);
        const plan = await planSnipeBuy(trade, { owner: snipe.owner, account, lines }, token, snipe.xrpDrops);
        outcome = await relayAsHotWallet(trade, hotWallets, snipe.preSnipeAddress, plan, {
          ...context,
          snipe: round.tokenId,
        });
      } catch (error) {
        // A snipe that cannot be placed (no liquidity left, wallet emptied) fails alone; the round goes on.
        this.deps.log.warn({ err: error, token_id: round.tokenId, owner: snipe.owner }, 'snipe not placed');
        return { tail: this.store.finishSnipe(round.tokenId, snipe.owner, NOT_PLACED) };
      }
    }
    const buyOutcome = outcome;
    const bought = boughtBy(buyOutcome, snipe.preSnipeAddress, token);
    const finish = async () => {
      let fees = bought.signum() > 0 ? await this.earlierRun(snipe, 'snipe_fees') : null;
      if (fees === undefined) {
        const plan = await planSnipeFees(trade, snipe.owner, token, snipe.xrpDrops, bought);
        fees = await relayAsHotWallet(trade, hotWallets, snipe.preSnipeAddress, plan, {
          ...context,
          snipe_fees: round.tokenId,
        });
      }
      const result = await snipeResult(trade, buyOutcome, fees, snipe.preSnipeAddress, token);
      await this.store.finishSnipe(round.tokenId, snipe.owner, result);
    };
    // Wrapped: an async function would otherwise wait for the promise it answers.
    return { tail: finish() };
  }

  /** The outcome of a buy relayed before a restart, once its run finished; undefined when none was relayed. */
  private async earlierRun(snipe: Snipe, key: 'snipe' | 'snipe_fees'): Promise<RequestOutcome | undefined> {
    const { trade } = this.deps;
    const [row] = await trade.db.query<{ id: string }>(
      `SELECT id FROM issued_requests WHERE kind = 'custody' AND classic_address = $1
         AND context->>$3 = $2 ORDER BY created_at DESC LIMIT 1`,
      [snipe.preSnipeAddress, snipe.tokenId, key],
    );
    if (!row || !(await trade.relays.run(row.id))) return undefined;
    const started = Date.now();
    // The relayer's own resume finishes the run (it was taken over after its heartbeat stopped).
    while (!(await trade.relays.run(row.id))?.finished) {
      if (Date.now() - started > FOLLOW_LIMIT_MS) throw new Error(`snipe relay ${row.id} did not finish`);
      await trade.relayer.resumeUnfinished();
      await sleep(FOLLOW_POLL_MS);
    }
    const request = await trade.issued.load(row.id);
    return request ? trade.relayer.outcome(request) : undefined;
  }
}
