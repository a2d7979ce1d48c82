/**
 * Registers every route of core's API_ROUTES table: the table gives method, path, schemas and who may call;
 * a binding gives the handler. Input that fails its schema is a 400 with a detail; a reply that fails its
 * schema is our bug (500, logged). Routes of the table not built yet answer 501.
 */
import {
  INPUT_ERRORS,
  fieldMessage,
  issueField,
  plainIssueMessage,
  API_ROUTES,
  fastifyPath,
  type ParsedRouteBody,
  type ParsedRouteQuery,
  type RouteAccess,
  type RouteKey,
  type RouteParams,
  type RouteReply,
  type RouteSpec,
} from '@horizon/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LimitKind, RateLimiter } from '../rate-limit/index.js';
import type { Gate } from '../verification/gate.js';
import type { Session } from '../verification/sessions.js';
import { HttpError } from '../http/http-error.js';
import { SERVER_MESSAGES } from '../http/messages.js';

export interface RouteInput<K extends RouteKey> {
  readonly body: ParsedRouteBody<K>;
  readonly query: ParsedRouteQuery<K>;
  readonly params: RouteParams<K>;
  /** The live verified session on gated routes; always null on public ones. */
  readonly session: Session | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface RouteBinding {
  readonly key: RouteKey;
  handle(input: RouteInput<RouteKey>): Promise<unknown>;
  /** A stricter per-IP limit for calls that create sessions or challenges. */
  readonly limit?: LimitKind;
  /** The detail for input that fails its schema, when the spec names one (given the raw input). */
  readonly badInputDetail?: (input: unknown) => string;
  /** A larger body than the app's limit, for the one call that carries an image (a launch's icon). */
  readonly bodyLimit?: number;
}

export function bind<K extends RouteKey>(
  key: K,
  handle: (input: RouteInput<K>) => Promise<RouteReply<K>>,
  options: Pick<RouteBinding, 'limit' | 'badInputDetail' | 'bodyLimit'> = {},
): RouteBinding {
  return { key, handle: handle as RouteBinding['handle'], ...options };
}

export function routeAccess(key: RouteKey): RouteAccess {
  return (API_ROUTES[key] as RouteSpec).access;
}

type Parsed = { success: true; data: unknown } | { success: false; error: { issues: readonly Issue[] } };
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

function parseOrThrow(
  schema: RouteSpec['body'],
  value: unknown,
  badInputDetail?: (input: unknown) => string,
): unknown {
  if (schema === undefined) return undefined;
  // Zod's own words only where a schema gave no catalogue message; the field goes to `field`, for machines.
  const result = schema.safeParse(value, { error: plainIssueMessage }) as Parsed;
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issueField(issue?.path);
  throw new HttpError(
    400,
    badInputDetail?.(value) ?? issue?.message ?? fieldMessage('fieldInvalid', INPUT_ERRORS.someField),
    field === undefined ? {} : { field },
  );
}

export interface ContractRouteDeps {
  readonly gate: Gate;
  readonly limiter: RateLimiter;
  readonly bindings: readonly RouteBinding[];
}

function walletOf(body: unknown, query: unknown): string | undefined {
  for (const input of [body, query]) {
    const address = (input as { classic_address?: unknown } | undefined)?.classic_address;
    if (typeof address === 'string') return address;
  }
  return undefined;
}

/**
 * A wallet's own budget is spent only by sessions that proved control of it: anyone may name any address, and
 * calls naming another's wallet must not lock its owner out (issue 15). Others spend their session's budget;
 * public reads, which have no session, are held by the per-IP limit alone.
 */
async function checkWalletLimit(deps: ContractRouteDeps, session: Session, wallet: string): Promise<void> {
  const proven = (await deps.gate.provingKey(session, wallet)) !== undefined;
  await (proven ? deps.limiter.check('wallet', wallet) : deps.limiter.check('session', session.id));
}

function notImplemented(): Promise<never> {
  return Promise.reject(new HttpError(501, SERVER_MESSAGES.notImplemented));
}

export function registerContractRoutes(app: FastifyInstance, deps: ContractRouteDeps): void {
  const byKey = new Map(deps.bindings.map((binding) => [binding.key, binding]));
  for (const key of byKey.keys())
    if (!(key in API_ROUTES)) throw new Error(`No such route in the contract: ${key}`);
  for (const key of Object.keys(API_ROUTES) as RouteKey[]) {
    const spec = API_ROUTES[key] as RouteSpec;
    const binding = byKey.get(key);
    const access = routeAccess(key);
    app.route({
      method: spec.method,
      url: fastifyPath(spec.path),
      ...(binding?.bodyLimit ? { bodyLimit: binding.bodyLimit } : {}),
      handler: async (request, reply) => {
        if (binding?.limit) await deps.limiter.check(binding.limit, request.ip);
        // Public routes skip the session lookup (hot read paths); a handler that wants it asks the gate.
        const session = access === 'public' ? null : await deps.gate.requireSession(request);
        const body = parseOrThrow(spec.body, request.body, binding?.badInputDetail);
        const query = parseOrThrow(spec.query, request.query, binding?.badInputDetail);
        const params = parseOrThrow(spec.params, request.params);
        const wallet = walletOf(body, query);
        if (wallet !== undefined && session !== null) await checkWalletLimit(deps, session, wallet);
        if (access === 'wallet_proof') await deps.gate.requireWallet(session, wallet);
        if (!binding) return notImplemented();
        const result = await binding.handle({
          body,
          query,
          params,
          session,
          request,
          reply,
        } as RouteInput<RouteKey>);
        if (spec.stream || reply.sent) return reply;
        const checked = spec.response.safeParse(result) as Parsed;
        if (!checked.success) {
          request.log.error(
            { route: key, issues: checked.error.issues },
            'reply does not match the contract',
          );
          throw new Error(`Reply of ${key} does not match the contract`);
        }
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(checked.data));
      },
    });
  }
}
