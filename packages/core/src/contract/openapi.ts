/** The OpenAPI 3.1 document of API_ROUTES, its schemas made by zod's own JSON Schema output. */
import { z } from 'zod';
import { TokenRequestSchema } from './amm.js';
import { HoldingsResponseSchema, TokenHoldingSchema } from './holdings.js';
import { ActiveOrderSchema } from './orders.js';
import { ErrorBodySchema, VerificationRequiredBodySchema } from './errors.js';
import { LaunchProgressSchema } from './launch.js';
import { TokenRecordSchema } from './markets.js';
import { PreSnipeSettingsSchema, PreSnipeTokenRequestSchema } from './pre-snipe.js';
import { ClassicAddressBodySchema } from './primitives.js';
import { listRoutes } from './routes.js';
import type { RouteSpec } from './route-spec.js';
import { ServerTxResultSchema, SubmitResultSchema } from './submit.js';
import { TrustlineRequestSchema } from './trustlines.js';
import { TradeSchema } from './trades.js';
import {
  IssuedAmountSchema,
  SignedTxRequestSchema,
  TxToSignResponseSchema,
  UnsignedTransactionSchema,
} from './unsigned-tx.js';

type JsonObject = Record<string, unknown>;

/** Shared schemas that get their own component name; a route's own schemas are named after it. */
const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  ErrorBodySchema,
  VerificationRequiredBodySchema,
  ClassicAddressBodySchema,
  IssuedAmountSchema,
  UnsignedTransactionSchema,
  TxToSignResponseSchema,
  SignedTxRequestSchema,
  SubmitResultSchema,
  TradeSchema,
  TokenHoldingSchema,
  HoldingsResponseSchema,
  ActiveOrderSchema,
  TokenRecordSchema,
  TokenRequestSchema,
  TrustlineRequestSchema,
  PreSnipeTokenRequestSchema,
  PreSnipeSettingsSchema,
  ServerTxResultSchema,
  LaunchProgressSchema,
};

/** post_trustless_buy_token_unsigned, get_tokens_token_id_candles, … */
export function operationId(route: Pick<RouteSpec, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/);
  return [route.method.toLowerCase(), ...words.filter(Boolean)].join('_');
}

class ComponentNames {
  readonly registry = z.registry<{ id: string }>();
  private readonly ids = new Map<z.ZodType, string>();

  /** The component id of a schema, registering it under `id` the first time it is seen. */
  name(schema: z.ZodType, id: string): string {
    const known = this.ids.get(schema);
    if (known !== undefined) return known;
    this.registry.add(schema, { id });
    this.ids.set(schema, id);
    return id;
  }
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: JsonObject) => ({ content: { 'application/json': { schema } } });

function clean(schema: JsonObject): JsonObject {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** Query or path parameters, one per field of the object schema. */
function parameters(schema: z.ZodObject | undefined, where: 'query' | 'path'): JsonObject[] {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: clean(z.toJSONSchema(field as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonObject),
  }));
}

function operation(route: RouteSpec, names: ComponentNames): JsonObject {
  const id = operationId(route);
  const responseId = names.name(route.response, `${id}_response`);
  const success = route.stream
    ? { content: { 'text/event-stream': { schema: ref(responseId) } } }
    : json(ref(responseId));
  const responses: JsonObject = {
    '200': {
      description: route.stream ? 'A stream of events, each one JSON payload' : 'Success',
      ...success,
    },
    '400': { description: 'Bad input', ...json(ref('ErrorBody')) },
  };
  if (route.access !== 'public') {
    responses['403'] = { description: 'Verification required', ...json(ref('VerificationRequiredBody')) };
  }
  responses['default'] = { description: 'Error', ...json(ref('ErrorBody')) };
  return {
    operationId: id,
    summary: route.summary,
    tags: [route.tag],
    'x-access': route.access,
    ...(route.deprecated ? { deprecated: true } : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body
      ? { requestBody: { required: true, ...json(ref(names.name(route.body, `${id}_body`))) } }
      : {}),
    responses,
  };
}

export interface OpenApiOptions {
  title?: string;
  version?: string;
  serverUrl?: string;
}

/** The whole API as an OpenAPI 3.1 document (served at GET /api/openapi.json). */
export function buildOpenApiDocument(options: OpenApiOptions = {}): JsonObject {
  const names = new ComponentNames();
  for (const [key, schema] of Object.entries(NAMED_SCHEMAS)) names.name(schema, key.replace(/Schema$/, ''));
  const paths: Record<string, JsonObject> = {};
  for (const route of listRoutes()) {
    const item = (paths[route.path] ??= {});
    item[route.method.toLowerCase()] = operation(route, names);
  }
  const generated = z.toJSONSchema(names.registry, {
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }).schemas as Record<string, JsonObject>;
  const schemas = Object.fromEntries(Object.entries(generated).map(([id, schema]) => [id, clean(schema)]));
  return {
    openapi: '3.1.0',
    info: { title: options.title ?? 'Horizon API', version: options.version ?? '1.0.0' },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: { schemas },
  };
}
