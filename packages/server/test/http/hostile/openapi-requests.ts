/**
 * Requests for one operation of the served OpenAPI document: a plausible request (real wallet, real token),
 * then one to three things broken in it, so hostile values reach the handlers and not only the schema check.
 */
import fc from 'fast-check';
import type { RawRequest } from './raw-client.js';
import {
  EXTREME_AMOUNTS,
  hostileBodyText,
  hostileContentType,
  hostileHeaders,
  hostileQueryValue,
  hostileSegment,
  hostileText,
  hostileValue,
  toJsonText,
} from './hostile-values.js';

type Schema = Record<string, unknown>;

const UUID = '3f0c6f1e-8b7a-4d2e-9c1a-5b6d7e8f9a0b';

export interface Operation {
  readonly method: string;
  readonly path: string;
  readonly deprecated: boolean;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly { name: string; required: boolean; schema: Schema }[];
  readonly body?: Schema;
}

/** Real values the plausible requests use, by field name. */
export interface Fixtures {
  readonly wallet: string;
  readonly otherWallet: string;
  readonly tokenId: string;
}

/** Every operation of the document. */
export function operationsOf(doc: Schema): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const [method, op] of Object.entries(item)) {
      const params = (op.parameters ?? []) as {
        name: string;
        in: string;
        required: boolean;
        schema: Schema;
      }[];
      const body = (op.requestBody as Schema | undefined)?.content as Record<string, { schema: Schema }>;
      operations.push({
        method: method.toUpperCase(),
        path,
        deprecated: op.deprecated === true,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query'),
        ...(body ? { body: body['application/json']?.schema } : {}),
      });
    }
  }
  return operations;
}

class SchemaReader {
  constructor(
    private readonly components: Record<string, Schema>,
    private readonly fixtures: Fixtures,
  ) {}

  resolve(schema: Schema): Schema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    return this.resolve(this.components[ref.replace('#/components/schemas/', '')] ?? {});
  }

  /** A value the schema accepts, or close to it: a real wallet and token where the name says so. */
  plausible(raw: Schema, name = '', depth = 0): unknown {
    const schema = this.resolve(raw);
    const byName = this.byName(name, schema);
    if (byName !== undefined) return byName;
    const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (choices) {
      const first = choices.map((c) => this.resolve(c)).find((c) => c.type !== 'null') ?? {};
      return this.plausible(first, name, depth + 1);
    }
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if ('const' in schema) return schema.const;
    if ('example' in schema) return schema.example;
    switch (schema.type) {
      case 'object':
        return depth > 4 ? {} : this.plausibleObject(schema, depth);
      case 'array':
        return [this.plausible((schema.items as Schema | undefined) ?? {}, name, depth + 1)];
      case 'boolean':
        return false;
      case 'integer':
      case 'number':
        return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
      case 'string':
        return this.plausibleText(schema);
      default:
        return null;
    }
  }

  plausibleObject(schema: Schema, depth = 0): Record<string, unknown> {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(
      Object.entries(properties).map(([key, field]) => [key, this.plausible(field, key, depth + 1)]),
    );
  }

  /** A path parameter that names something real where it can (a wallet, a token), else a fresh uuid. */
  pathValue(name: string): string {
    if (name === 'token_id') return this.fixtures.tokenId;
    if (name === 'address') return this.fixtures.wallet;
    return UUID;
  }

  private plausibleText(schema: Schema): string {
    if (schema.format === 'date-time') return new Date(Date.now() + 7 * 86_400_000).toISOString();
    if (schema.format === 'uuid') return UUID;
    if (schema.format === 'uri') return 'https://example.com/';
    if (typeof schema.pattern === 'string' && schema.pattern.includes('0-9A-Fa-f')) return '12000022';
    return 'Hostile input test';
  }

  private byName(name: string, schema: Schema): unknown {
    const { wallet, otherWallet, tokenId } = this.fixtures;
    if (name === 'classic_address' || name === 'address') return wallet;
    if (/(leader|destination|issuer)_address$|^destination$/.test(name)) return otherWallet;
    if (/token_id$/.test(name)) return tokenId;
    if (/xrp|amount|supply|price/.test(name) && schema.type === 'string') return '1';
    return undefined;
  }
}

type Broken =
  | { kind: 'replace'; field: string; value: unknown }
  | { kind: 'drop'; field: string }
  | { kind: 'extra'; field: string; value: unknown };

const breakField = (fields: readonly string[]): fc.Arbitrary<Broken> => {
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('classic_address');
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ kind: fc.constant('replace' as const), field, value: hostileValue }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), field }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        field: fc.constantFrom('__proto__', 'constructor', 'extra', 'x'.repeat(1000)),
        value: hostileValue,
      }),
    },
  );
};

function applyBroken(base: Record<string, unknown>, changes: readonly Broken[]): Record<string, unknown> {
  let out: Record<string, unknown> = { ...base };
  for (const change of changes) {
    if (change.kind === 'drop')
      out = Object.fromEntries(Object.entries(out).filter(([k]) => k !== change.field));
    // defineProperty, so a `__proto__` key is an own field of the JSON and not the object's prototype.
    else
      Object.defineProperty(out, change.field, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** Amount fields set to valid extremes: past the schema, into the handler's arithmetic. */
function extremeAmounts(object: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const amounts = Object.keys(object).filter(
    (k) => typeof object[k] === 'string' && DECIMAL.test(String(object[k])),
  );
  const choices = amounts.map((k) =>
    fc.option(fc.constantFrom(...EXTREME_AMOUNTS)).map((v) => [k, v] as const),
  );
  return fc.tuple(...choices).map((pairs) => {
    const out = { ...object };
    for (const [k, v] of pairs) if (v !== null) out[k] = v;
    return out;
  });
}

/** One text field given a hostile text (control characters, bidi marks, surrogates, huge). */
function oneHostileText(object: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const texts = Object.keys(object).filter((k) => typeof object[k] === 'string');
  if (texts.length === 0) return fc.constant(object);
  return fc
    .record({ field: fc.constantFrom(...texts), text: hostileText })
    .map(({ field, text }) => ({ ...object, [field]: text }));
}

function bodyText(reader: SchemaReader, schema: Schema): fc.Arbitrary<string> {
  const base = reader.plausible(schema);
  const fields = base !== null && typeof base === 'object' ? Object.keys(base) : [];
  const object = (base ?? {}) as Record<string, unknown>;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(toJsonText(base)) },
    { weight: 3, arbitrary: extremeAmounts(object).map(toJsonText) },
    { weight: 3, arbitrary: oneHostileText(object).map(toJsonText) },
    {
      weight: 4,
      arbitrary: fc
        .array(breakField(fields), { minLength: 1, maxLength: 3 })
        .map((changes) => toJsonText(applyBroken(object, changes))),
    },
    { weight: 1, arbitrary: hostileValue.map(toJsonText) },
    { weight: 1, arbitrary: hostileBodyText },
  );
}

function queryText(reader: SchemaReader, op: Operation): fc.Arbitrary<string> {
  const base = op.queryParams.map((p) => [p.name, String(reader.plausible(p.schema, p.name))] as const);
  const names = op.queryParams.map((p) => p.name);
  const encoded = base.map(([k, v]) => [k, encodeURIComponent(v)] as [string, string]);
  const change = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        name: names.length > 0 ? fc.constantFrom(...names) : fc.constant('q'),
        value: hostileQueryValue,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ name: fc.constantFrom('%zz', '__proto__', ''), value: hostileQueryValue }),
    },
  );
  return fc
    .record({
      changes: fc.array(change, { maxLength: 3 }),
      duplicate: fc.boolean(),
      dropped: fc.option(fc.constantFrom(...(names.length > 0 ? names : ['q']))),
    })
    .map(({ changes, duplicate, dropped }) => {
      const pairs = encoded.filter(([k]) => k !== dropped);
      for (const { name, value } of changes) {
        const at = pairs.findIndex(([k]) => k === name);
        if (at >= 0 && !duplicate) pairs[at] = [name, value];
        else pairs.push([name, value]);
      }
      return pairs.map(([k, v]) => `${k}=${v}`).join('&');
    });
}

function pathText(reader: SchemaReader, op: Operation): fc.Arbitrary<string> {
  if (op.pathParams.length === 0) return fc.constant(op.path);
  const plausibleSegment = (name: string) => encodeURIComponent(reader.pathValue(name));
  return fc
    .array(fc.option(hostileSegment, { freq: 2 }), {
      minLength: op.pathParams.length,
      maxLength: op.pathParams.length,
    })
    .map((segments) => {
      let i = 0;
      return op.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[i++] ?? plausibleSegment(name));
    });
}

/** Hostile requests for `op`, each with or without the session `cookie`. */
export function hostileRequests(
  doc: Schema,
  op: Operation,
  fixtures: Fixtures,
  cookies: readonly (string | undefined)[],
): fc.Arbitrary<RawRequest> {
  const reader = new SchemaReader((doc.components as { schemas: Record<string, Schema> }).schemas, fixtures);
  const query = op.queryParams.length > 0 ? queryText(reader, op) : fc.constantFrom('', 'x=1', '%zz=%zz');
  const body = op.body ? bodyText(reader, op.body) : fc.constant(undefined);
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant<string | undefined>('application/json') },
    { weight: 1, arbitrary: hostileContentType },
  );
  return fc
    .record({
      path: pathText(reader, op),
      query,
      body,
      contentType,
      cookie: fc.constantFrom(...cookies),
      extra: fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: hostileHeaders }),
    })
    .map(({ path, query, body, contentType, cookie, extra }) => ({
      method: op.method,
      path: query === '' ? path : `${path}?${query}`,
      body,
      headers: {
        ...(body !== undefined && contentType !== undefined ? { 'content-type': contentType } : {}),
        ...(cookie !== undefined ? { cookie } : {}),
        ...extra,
      },
    }));
}
