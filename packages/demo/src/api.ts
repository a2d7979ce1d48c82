/**
 * The product's HTTP API as a browser uses it: requests built and answers checked against core's contract,
 * the session cookie kept, the ALTCHA gate solved when the server asks for it.
 */
import {
  type RouteBody,
  type RouteInput,
  type RouteKey,
  type RouteResponse,
  buildRouteRequest,
  parseRouteResponse,
} from '@horizon/core';
import { solveChallenge } from 'altcha-lib/v1';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly route: string,
    readonly status: number,
    readonly detail: string,
    readonly requiresVerification = false,
  ) {
    super(`${route}: ${status} ${detail}`);
  }
}

interface Challenge {
  readonly algorithm: string;
  readonly challenge: string;
  readonly salt: string;
  readonly signature: string;
  readonly maxnumber: number;
}

export class HorizonApi {
  private cookie: string | undefined;
  private verifying: Promise<void> | undefined;

  constructor(readonly baseUrl: string) {}

  /** Calls a route; a missing or expired session is verified once and the call repeated. */
  async call<K extends RouteKey>(key: K, input: RouteInput<K> = {}): Promise<RouteResponse<K>> {
    try {
      return await this.send(key, input);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.requiresVerification) throw error;
      await this.verify();
      return this.send(key, input);
    }
  }

  post<K extends RouteKey>(key: K, body: RouteBody<K>): Promise<RouteResponse<K>> {
    return this.call(key, { body } as RouteInput<K>);
  }

  /** Solves the proof-of-work challenge as the browser widget does, and keeps the session cookie. */
  verify(): Promise<void> {
    // Calls failing together for an expired session share one verification.
    this.verifying ??= this.solveGate().finally(() => (this.verifying = undefined));
    return this.verifying;
  }

  private async solveGate(): Promise<void> {
    const challenge = (await this.send('GET /api/verify_challenge')) as Challenge & { provider: string };
    if (challenge.provider !== 'altcha')
      throw new Error(`The demo cannot pass the ${challenge.provider} check`);
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    if (!solution) throw new Error('The verification challenge could not be solved');
    const { algorithm, challenge: text, salt, signature } = challenge;
    const payload = { algorithm, challenge: text, salt, signature, number: solution.number };
    await this.send('POST /api/verify_cf_token', {
      body: { cf_token: Buffer.from(JSON.stringify(payload)).toString('base64') },
    } as RouteInput<'POST /api/verify_cf_token'>);
  }

  private async send<K extends RouteKey>(key: K, input: RouteInput<K> = {}): Promise<RouteResponse<K>> {
    const request = buildRouteRequest(key, input);
    const headers: Record<string, string> = {};
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers['cookie'] = this.cookie;
    const response = await fetch(new URL(request.url, this.baseUrl), {
      method: request.method,
      headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('horizon_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const body = (json ?? {}) as { detail?: unknown; requiresVerification?: unknown };
      const detail = typeof body.detail === 'string' ? body.detail : response.statusText;
      throw new ApiError(key, response.status, detail, body.requiresVerification === true);
    }
    return parseRouteResponse(key, json);
  }
}
