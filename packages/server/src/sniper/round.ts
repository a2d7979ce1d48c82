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
import type { LaunchRow } from '../launch/index.js';
import type { ProgramDeps } from '../programs/program.js';
import type { RequestOutcome } from '../relay/index.js';
import { tokenFacts } from '../trade/tokens.js';
import { drawRound } from './draw.js';
import { planSnipeBuy } from './snipe-buy.js';
import { snipeResult } from './snipe-outcome.js';
import type { Round, Snipe, SniperStore } from './store.js';

const FOLLOW_POLL_MS = 250;
const FOLLOW_LIMIT_MS = 5 * 60 * 1000;

export class SniperRounds {
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly deps: ProgramDeps,
    private readonly store: SniperStore,
  ) {}

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

  private async runRound(tokenId: string): Promise<void> {
    const round = await this.store.round(tokenId);
    if (!round || round.state === 'revealed') return;
    if (round.state === 'committed') {
      const entries = await drawRound(this.deps, round, await this.store.enabledSettings());
      await this.store.startRound(tokenId, entries);
      this.deps.log.info({ token_id: tokenId, entries: entries.length }, 'sniper round started');
    }
    for (const snipe of await this.store.snipes(tokenId)) {
      if (snipe.status === 'pending' || snipe.status === 'buying') await this.buy(round, snipe);
    }
    await this.store.reveal(tokenId);
    this.deps.log.info({ token_id: tokenId }, 'sniper round revealed');
  }

  private async buy(round: Round, snipe: Snipe): Promise<void> {
    const { trade } = this.deps;
    const token = await tokenFacts(trade, round.tokenId);
    let outcome = snipe.status === 'buying' ? await this.earlierRun(snipe) : undefined;
    if (!outcome) {
      await this.store.markBuying(round.tokenId, snipe.owner);
      const account = await trade.ledger.accountInfo(snipe.preSnipeAddress);
      const lines = await trade.ledger.trustLines(snipe.preSnipeAddress);
      try {
        if (!account) throw new Error('the pre-snipe wallet is gone');
        const plan = await planSnipeBuy(trade, { owner: snipe.owner, account, lines }, token, snipe.xrpDrops);
        outcome = await relayAsHotWallet(trade, this.deps.hotWallets, snipe.preSnipeAddress, plan, {
          snipe: round.tokenId,
          owner: snipe.owner,
        });
      } catch (error) {
        // A snipe that cannot be planned (no liquidity left, wallet emptied) fails alone; the round goes on.
        this.deps.log.warn({ err: error, token_id: round.tokenId, owner: snipe.owner }, 'snipe not placed');
        const empty = { txHash: null, engineResult: null, ledgerIndex: null, transactionIndex: null };
        return this.store.finishSnipe(round.tokenId, snipe.owner, {
          ...empty,
          status: 'failed',
          tokenAmount: null,
          xrpSpentDrops: null,
        });
      }
    }
    const result = await snipeResult(trade, outcome, snipe.preSnipeAddress, token);
    await this.store.finishSnipe(round.tokenId, snipe.owner, result);
  }

  /** The outcome of a buy relayed before a restart, once its run finished; undefined when none was relayed. */
  private async earlierRun(snipe: Snipe): Promise<RequestOutcome | undefined> {
    const { trade } = this.deps;
    const [row] = await trade.db.query<{ id: string }>(
      `SELECT id FROM issued_requests WHERE kind = 'custody' AND classic_address = $1
         AND context->>'snipe' = $2 ORDER BY created_at DESC LIMIT 1`,
      [snipe.preSnipeAddress, snipe.tokenId],
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
