/** Shared by the contract tests: valid examples, and a runner that breaks them one field at a time. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

export const ALICE = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
export const BOB = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
export const ISSUER = 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn';
/** ALICE with its last character changed: the right shape, a wrong checksum. */
export const BAD_CHECKSUM = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi';
export const TOKEN = `USD:${ISSUER}`;
export const HEX_TOKEN = `${'484F52495A4F4E'.padEnd(40, '0')}:${ISSUER}`;
export const HASH = 'A'.repeat(64);
export const BLOB = '1200002280000000';

type Row = Record<string, unknown>;

export interface SchemaCase {
  readonly name: string;
  readonly schema: z.ZodType;
  readonly valid: unknown;
  /** Top-level fields that may be left out. */
  readonly optional?: readonly string[];
  /** Field → wrong values, each of which must be refused. */
  readonly breaks?: Readonly<Record<string, readonly unknown[]>>;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** One describe per schema: the example passes, and each field, missing or broken, fails. */
export function describeSchemas(title: string, cases: readonly SchemaCase[]): void {
  describe(title, () => {
    for (const c of cases) {
      describe(c.name, () => {
        it('accepts a valid example', () => {
          const result = c.schema.safeParse(c.valid);
          expect(result.error?.issues ?? []).toEqual([]);
        });

        const fields = isRow(c.valid) ? Object.keys(c.valid) : [];
        const required = fields.filter((f) => !(c.optional ?? []).includes(f));
        if (required.length > 0) {
          it.each(required)('refuses the example without %s', (field) => {
            const { [field]: _dropped, ...rest } = c.valid as Row;
            expect(accepts(c.schema, rest)).toBe(false);
          });
        }

        if (fields.length > 0) {
          it('never throws when any field holds anything (bad input is an error, not a crash)', () => {
            const value = fc.oneof(fc.constantFrom('1e5', 'abc', '-1', '', null), fc.anything());
            fc.assert(
              fc.property(fc.constantFrom(...fields), value, (field, v) => {
                expect(() => c.schema.safeParse({ ...(c.valid as Row), [field]: v })).not.toThrow();
              }),
              { numRuns: 100 },
            );
          });
        }

        for (const [field, values] of Object.entries(c.breaks ?? {})) {
          it.each(values.map((v) => [JSON.stringify(v) ?? String(v), v]))(
            `refuses ${field} = %s`,
            (_, value) => {
              const broken = field === '.' ? value : { ...(c.valid as Row), [field]: value };
              expect(accepts(c.schema, broken)).toBe(false);
            },
          );
        }
      });
    }
  });
}

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Wrong values every XRP amount field must refuse. */
export const BAD_XRP = [10, '1.1234567', '-1', '1e3', '', ' 1', '100000000000.000001', '01'];
/** Wrong values every positive XRP amount must refuse. */
export const BAD_POSITIVE_XRP = [...BAD_XRP, '0', '0.000000'];
/** Wrong values every token amount must refuse. */
export const BAD_TOKEN = [5, '-5', '1e5', '12345678901234567', 'abc'];
export const BAD_ADDRESS = [BAD_CHECKSUM, 'xHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', '', 42];
export const BAD_TOKEN_ID = [ISSUER, `XRP:${ISSUER}`, `USD:${BAD_CHECKSUM}`, 'USD', 7];
