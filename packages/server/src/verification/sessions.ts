/**
 * Verified sessions. The cookie holds a random secret token; the database keeps only its SHA-256, and the
 * API shows a separate public id (verify_status's session_id), so nothing readable by scripts opens a session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';
import type { BotCheckKind } from './bot-check.js';

export interface Session {
  readonly id: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

export interface NewSession {
  readonly session: Session;
  /** The cookie's secret; shown once, never stored. */
  readonly token: string;
}

interface SessionRow extends Record<string, unknown> {
  id: string;
  expires_at: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  async create(botCheck: BotCheckKind): Promise<NewSession> {
    const now = this.clock.now();
    const token = randomBytes(32).toString('base64url');
    const session = { id: randomBytes(16).toString('hex'), expiresAt: now + this.ttlMs };
    await this.db.query(
      'INSERT INTO sessions (id, token_hash, bot_check, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [session.id, hashToken(token), botCheck, new Date(now), new Date(session.expiresAt)],
    );
    return { session, token };
  }

  /** The session the token opens, expired or not (the gate tells the two apart). */
  async find(token: string): Promise<Session | null> {
    const [row] = await this.db.query<SessionRow>(
      'SELECT id, expires_at FROM sessions WHERE token_hash = $1',
      [hashToken(token)],
    );
    return row ? { id: row.id, expiresAt: row.expires_at.getTime() } : null;
  }

  isLive(session: Session): boolean {
    return session.expiresAt > this.clock.now();
  }

  /** Forgets sessions (and, by cascade, their wallet bindings and challenges) that expired. */
  async deleteExpired(): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE expires_at < $1', [new Date(this.clock.now())]);
  }
}
