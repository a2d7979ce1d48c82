/** Casting a vote and reading the week's tallies: one vote per premium wallet per UTC week. */
import {
  VOTING_ERRORS,
  type VoteResults,
  type WeekWinner,
  previousWeekStart,
  weekEndIso,
  weekStartOf,
} from '@horizon/core';
import { UNIQUE_VIOLATION, sqlErrorCode } from '../db/index.js';
import { HttpError } from '../http/http-error.js';
import type { ProgramDeps } from '../programs/program.js';
import { isPremiumWallet } from '../wallets/premium.js';

type VoteDeps = Pick<ProgramDeps, 'db' | 'clock' | 'config' | 'ledger'>;

const PAST_WINNERS = 12;

export async function castVote(deps: VoteDeps, address: string, tokenId: string) {
  const now = deps.clock.now();
  const week = weekStartOf(now);
  const [token] = await deps.db.query('SELECT 1 FROM token_data WHERE token_id = $1', [tokenId]);
  if (!token) throw new HttpError(400, VOTING_ERRORS.unknownToken);
  const rule = { platformToken: deps.config.platformToken, treasuryAddress: deps.config.treasuryAddress };
  if (!(await isPremiumWallet(address, rule, deps.ledger, now)))
    throw new HttpError(403, VOTING_ERRORS.notPremium);
  try {
    await deps.db.query(
      'INSERT INTO token_votes (week_start, classic_address, token_id, voted_at) VALUES ($1, $2, $3, $4)',
      [week, address, tokenId, new Date(now)],
    );
  } catch (error) {
    if (sqlErrorCode(error) === UNIQUE_VIOLATION) throw new HttpError(409, VOTING_ERRORS.alreadyVoted);
    throw error;
  }
  return { week_start: week, token_id: tokenId, voted_at: new Date(now).toISOString() };
}

/**
 * The winner of a week: most votes; a tie goes to the token that reached its count first (earliest last
 * vote), then to the smaller token id, so anyone recomputes the same winner from the votes.
 */
export async function weekWinner(deps: Pick<VoteDeps, 'db'>, week: string): Promise<WeekWinner | null> {
  const [row] = await deps.db.query<{ token_id: string; votes: number | bigint }>(
    `SELECT token_id, count(*) AS votes FROM token_votes WHERE week_start = $1
     GROUP BY token_id ORDER BY count(*) DESC, max(voted_at) ASC, token_id ASC LIMIT 1`,
    [week],
  );
  return row ? { week_start: week, token_id: row.token_id, votes: Number(row.votes) } : null;
}

async function pastWinners(deps: Pick<VoteDeps, 'db'>, before: string): Promise<WeekWinner[]> {
  const weeks = await deps.db.query<{ week_start: string }>(
    `SELECT DISTINCT week_start FROM token_votes WHERE week_start < $1 ORDER BY week_start DESC LIMIT ${PAST_WINNERS}`,
    [before],
  );
  const winners = await Promise.all(weeks.map((w) => weekWinner(deps, w.week_start)));
  return winners.filter((w): w is WeekWinner => w !== null);
}

export async function voteResults(deps: VoteDeps, address: string | undefined): Promise<VoteResults> {
  const week = weekStartOf(deps.clock.now());
  const rows = await deps.db.query<{ token_id: string; ticker: string | null; votes: number | bigint }>(
    `SELECT v.token_id, max(t.ticker) AS ticker, count(*) AS votes
     FROM token_votes v LEFT JOIN token_data t ON t.token_id = v.token_id
     WHERE v.week_start = $1 GROUP BY v.token_id ORDER BY count(*) DESC, max(v.voted_at) ASC, v.token_id ASC`,
    [week],
  );
  const [mine] = address
    ? await deps.db.query<{ token_id: string }>(
        'SELECT token_id FROM token_votes WHERE week_start = $1 AND classic_address = $2',
        [week, address],
      )
    : [];
  const winners = await pastWinners(deps, week);
  const results = rows.map((r) => ({ token_id: r.token_id, ticker: r.ticker, votes: Number(r.votes) }));
  return {
    week_start: week,
    week_end: weekEndIso(week),
    total_votes: results.reduce((sum, r) => sum + r.votes, 0),
    results,
    my_vote: mine?.token_id ?? null,
    current_winner: winners[0]?.week_start === previousWeekStart(week) ? (winners[0] ?? null) : null,
    winners,
  };
}
