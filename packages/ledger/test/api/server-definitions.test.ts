import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastWrite } from '../../src/api/methods/server-definitions.js';
import { withLocalnet, type Fixture } from './helpers.js';

// server_definitions: what a client codec downloads once and then only checks by hash.

let f: Fixture;
beforeAll(async () => {
  f = await withLocalnet();
});
afterAll(() => f.close());

async function ask(extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const r = await f.client.connection.request({ command: 'server_definitions', ...extra } as never);
  return (r as { result: Record<string, unknown> }).result;
}

describe('server_definitions', () => {
  it('answers the types, fields, entry and transaction types and results, with their hash', async () => {
    const r = await ask();
    for (const k of ['TYPES', 'FIELDS', 'LEDGER_ENTRY_TYPES', 'TRANSACTION_TYPES', 'TRANSACTION_RESULTS'])
      expect(r).toHaveProperty(k);
    expect(r.hash).toMatch(/^[0-9A-F]{64}$/);
    expect((r.TRANSACTION_TYPES as Record<string, number>).Payment).toBe(0);
    expect((r.TRANSACTION_RESULTS as Record<string, number>).tesSUCCESS).toBe(0);
  });

  it('answers only the hash to a caller that already holds it (in any case)', async () => {
    const { hash } = await ask();
    expect(await ask({ hash: String(hash).toLowerCase() })).toEqual({ hash });
    const other = await ask({ hash: '0'.repeat(64) });
    expect(other.hash).toBe(hash);
    expect(other).toHaveProperty('FIELDS');
  });

  it('refuses a hash that is not 256 bits of hex', async () => {
    for (const hash of [5, 'zz', 'AB'.repeat(31)]) {
      await expect(f.client.request({ command: 'server_definitions', hash } as never)).rejects.toThrow(
        "Invalid field 'hash'.",
      );
    }
  });
});

describe('fastWrite', () => {
  it('writes compact JSON with keys in byte order and a newline, as Json::FastWriter', () => {
    expect(fastWrite({ b: 1, B: [true, null, 'x'], a: { d: -1, c: 'é' } })).toBe(
      '{"B":[true,null,"x"],"a":{"c":"é","d":-1},"b":1}\n',
    );
    expect(fastWrite([])).toBe('[]\n');
  });
});
