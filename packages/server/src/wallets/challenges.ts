/** One-time wallet challenges: issued to a session for one wallet, consumed by the first proof attempt. */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';

export const WALLET_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface IssuedChallenge {
  /** 32 random bytes in hex; the wallet signs the hex of this text's UTF-8 bytes. */
  readonly challenge: string;
  readonly expiresAt: number;
}

export class WalletChallenges {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** A new challenge; any earlier one of this session for this wallet stops working. */
  async issue(sessionId: string, classicAddress: string): Promise<IssuedChallenge> {
    const now = this.clock.now();
    const issued = { challenge: randomBytes(32).toString('hex'), expiresAt: now + WALLET_CHALLENGE_TTL_MS };
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM wallet_challenges WHERE expires_at < $1', [new Date(now)]);
      await tx.query('DELETE FROM wallet_challenges WHERE session_id = $1 AND classic_address = $2', [
        sessionId,
        classicAddress,
      ]);
      await tx.query(
        'INSERT INTO wallet_challenges (challenge, session_id, classic_address, expires_at) VALUES ($1, $2, $3, $4)',
        [issued.challenge, sessionId, classicAddress, new Date(issued.expiresAt)],
      );
    });
    return issued;
  }

  /** Takes the open challenge away (one attempt each); undefined when there is none or it expired. */
  async consume(sessionId: string, classicAddress: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ challenge: string; expires_at: Date }>(
      'DELETE FROM wallet_challenges WHERE session_id = $1 AND classic_address = $2 RETURNING challenge, expires_at',
      [sessionId, classicAddress],
    );
    if (row === undefined || row.expires_at.getTime() <= this.clock.now()) return undefined;
    return row.challenge;
  }
}
