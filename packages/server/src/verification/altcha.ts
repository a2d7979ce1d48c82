/** ALTCHA: a self-hosted proof-of-work challenge signed with the server's HMAC key (no third party). */
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { VerifyChallengeResponse } from '@horizon/core';
import type { Clock } from '../clock.js';
import { type Database, UNIQUE_VIOLATION, sqlErrorCode } from '../db/index.js';
import { type BotCheck, type BotCheckResult, failed, passed } from './bot-check.js';

/** How long a challenge may be solved and posted. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;

interface AltchaPayload {
  readonly algorithm: string;
  readonly signature: string;
  readonly salt: string;
}

function decodePayload(token: string): AltchaPayload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Record<string, unknown>;
    const { algorithm, signature, salt } = payload;
    if (typeof algorithm !== 'string' || typeof signature !== 'string' || typeof salt !== 'string')
      return undefined;
    return { algorithm, signature, salt };
  } catch {
    return undefined;
  }
}

/** The expiry the challenge was signed with (its salt's `expires`, Unix seconds), in ms. */
function expiresAtMs(salt: string): number | undefined {
  const expires = new URLSearchParams(salt.split('?')[1] ?? '').get('expires');
  return expires !== null && /^\d+$/.test(expires) ? Number(expires) * 1000 : undefined;
}

export class AltchaBotCheck implements BotCheck {
  readonly kind = 'altcha';

  constructor(
    private readonly hmacKey: string,
    private readonly maxNumber: number,
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async challenge(): Promise<VerifyChallengeResponse> {
    const challenge = await createChallenge({
      hmacKey: this.hmacKey,
      algorithm: 'SHA-256',
      maxnumber: this.maxNumber,
      expires: new Date(this.clock.now() + ALTCHA_CHALLENGE_TTL_MS),
    });
    return {
      provider: 'altcha',
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      maxnumber: challenge.maxnumber ?? this.maxNumber,
      salt: challenge.salt,
      signature: challenge.signature,
    };
  }

  async verify(token: string): Promise<BotCheckResult> {
    const payload = decodePayload(token);
    if (payload === undefined || payload.algorithm !== 'SHA-256') return failed('invalid-input-response');
    const expiresAt = expiresAtMs(payload.salt);
    if (expiresAt === undefined) return failed('invalid-input-response');
    // Expiry is checked on our clock (below), not the library's.
    if (!(await verifySolution(token, this.hmacKey, false))) return failed('invalid-input-response');
    if (expiresAt <= this.clock.now()) return failed('timeout-or-duplicate');
    return (await this.spend(payload.signature, expiresAt)) ? passed : failed('timeout-or-duplicate');
  }

  /** Records the solution as used; false when it already was. */
  private async spend(signature: string, expiresAt: number): Promise<boolean> {
    try {
      await this.db.query('DELETE FROM bot_check_solutions WHERE expires_at < $1', [
        new Date(this.clock.now()),
      ]);
      await this.db.query('INSERT INTO bot_check_solutions (solution_key, expires_at) VALUES ($1, $2)', [
        signature,
        new Date(expiresAt),
      ]);
      return true;
    } catch (error) {
      if (sqlErrorCode(error) === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }
}
