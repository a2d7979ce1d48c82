/** Cloudflare Turnstile: the widget's token checked with siteverify and the configured secret. */
import type { VerifyChallengeResponse } from '@horizon/core';
import { type BotCheck, type BotCheckResult, failed, passed } from './bot-check.js';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const TIMEOUT_MS = 10_000;

export type Fetch = typeof fetch;

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

export class TurnstileBotCheck implements BotCheck {
  readonly kind = 'turnstile';

  constructor(
    private readonly siteKey: string,
    private readonly secretKey: string,
    private readonly fetchFn: Fetch = fetch,
  ) {}

  async challenge(): Promise<VerifyChallengeResponse> {
    return { provider: 'turnstile', site_key: this.siteKey };
  }

  /** Turnstile itself refuses a token seen before (timeout-or-duplicate). */
  async verify(token: string, remoteIp: string): Promise<BotCheckResult> {
    const form = new URLSearchParams({ secret: this.secretKey, response: token, remoteip: remoteIp });
    let answer: SiteverifyAnswer;
    try {
      const response = await this.fetchFn(SITEVERIFY_URL, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      answer = (await response.json()) as SiteverifyAnswer;
    } catch {
      return failed('internal-error');
    }
    if (answer.success === true) return passed;
    const codes = Array.isArray(answer['error-codes'])
      ? answer['error-codes'].filter((code): code is string => typeof code === 'string')
      : [];
    return { ok: false, codes };
  }
}
