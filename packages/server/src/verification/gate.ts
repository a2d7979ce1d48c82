/**
 * The verification gate (spec §2, §4, §6): gated calls need a live verified session, else 403 with
 * requiresVerification; calls that change what the server keeps for a wallet, or show what is private to it,
 * also need the wallet bound, by a key that still controls it on the ledger.
 */
import { VERIFICATION_ERRORS } from '@horizon/core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/index.js';
import { HttpError } from '../http/http-error.js';
import { SERVER_MESSAGES } from '../http/messages.js';
import type { KeyControl } from './key-control.js';
import { readSessionToken } from './session-cookie.js';
import type { Session, SessionStore } from './sessions.js';

export interface SessionState {
  /** The live session, or null. */
  readonly session: Session | null;
  /** A session was presented but has expired. */
  readonly expired: boolean;
}

const NO_SESSION: SessionState = { session: null, expired: false };

export class Gate {
  private readonly states = new WeakMap<FastifyRequest, Promise<SessionState>>();

  constructor(
    private readonly sessions: SessionStore,
    private readonly db: Database,
    private readonly keys: KeyControl,
  ) {}

  /** The request's session state, looked up once per request. */
  state(request: FastifyRequest): Promise<SessionState> {
    let state = this.states.get(request);
    if (state === undefined) {
      state = this.lookUp(request);
      this.states.set(request, state);
    }
    return state;
  }

  /** The live session, or a 403 asking for verification. */
  async requireSession(request: FastifyRequest): Promise<Session> {
    const { session, expired } = await this.state(request);
    if (session) return session;
    const detail = expired ? VERIFICATION_ERRORS.expired : VERIFICATION_ERRORS.required;
    throw new HttpError(403, detail, { requiresVerification: true });
  }

  /** The key that proved the wallet in this session, if it was (as recorded: not checked on the ledger). */
  async provingKey(session: Session, classicAddress: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ key_address: string | null }>(
      'SELECT key_address FROM session_wallets WHERE session_id = $1 AND classic_address = $2',
      [session.id, classicAddress],
    );
    return row?.key_address ?? undefined;
  }

  /**
   * The wallet was proved in this session by a key that still controls it (master key not disabled since,
   * regular key not changed). Throws when the ledger cannot be asked: private calls fail closed.
   */
  async isWalletBound(session: Session, classicAddress: string): Promise<boolean> {
    const keyAddress = await this.provingKey(session, classicAddress);
    return keyAddress !== undefined && this.keys.controls(classicAddress, keyAddress);
  }

  /** A 403 unless the wallet's control was proven in this session. */
  async requireWallet(session: Session | null, classicAddress: string | undefined): Promise<void> {
    const bound =
      session !== null && classicAddress !== undefined && (await this.isWalletBound(session, classicAddress));
    if (!bound) {
      throw new HttpError(403, SERVER_MESSAGES.walletProofRequired, { requiresWalletProof: true });
    }
  }

  private async lookUp(request: FastifyRequest): Promise<SessionState> {
    const token = readSessionToken(request);
    if (token === undefined) return NO_SESSION;
    const session = await this.sessions.find(token);
    if (session === null) return NO_SESSION;
    return this.sessions.isLive(session) ? { session, expired: false } : { session: null, expired: true };
  }
}
