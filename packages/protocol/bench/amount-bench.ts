/**
 * Issued-amount arithmetic throughput. Run:
 *   npx tsx --conditions=@horizon/source packages/protocol/bench/amount-bench.ts
 */
import { IssuedValue } from '../src/amount/index.js';
import type { XrplNumber } from '../src/number/index.js';

const OPERANDS = 1024;
const ITERATIONS = 200_000;

function operands(seed: number): IssuedValue[] {
  const out: IssuedValue[] = [];
  let x = BigInt(seed);
  for (let i = 0; i < OPERANDS; i++) {
    // A fixed linear congruential sequence, so every run measures the same values.
    x = (x * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
    const mantissa = 1_000_000_000_000_000n + (x % 9_000_000_000_000_000n);
    out.push(IssuedValue.from(i % 2 === 0 ? mantissa : -mantissa, Number(x % 41n) - 20));
  }
  return out;
}

function measure(label: string, op: (i: number) => unknown): void {
  const results: unknown[] = new Array(OPERANDS);
  for (let i = 0; i < 20_000; i++) results[i % OPERANDS] = op(i); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i++) results[i % OPERANDS] = op(i);
  const elapsedNs = Number(process.hrtime.bigint() - start);
  const perSecond = Math.round((ITERATIONS * 1e9) / elapsedNs);
  console.log(`${label}: ${perSecond.toLocaleString('en-US')} ops/s`);
}

const a = operands(1);
const b = operands(2);
const na = a.map((v) => v.toXrplNumber());
const nb = b.map((v) => v.toXrplNumber());
const at = (xs: readonly IssuedValue[], i: number): IssuedValue => xs[i % OPERANDS] as IssuedValue;
const atN = (xs: readonly XrplNumber[], i: number): XrplNumber => xs[i % OPERANDS] as XrplNumber;

measure('issued multiply', (i) => at(a, i).mul(at(b, i)));
measure('issued add', (i) => at(a, i).add(at(b, i)));
measure('issued divide', (i) => at(a, i).div(at(b, i)));
measure('issued mulRound', (i) => at(a, i).mulRound(at(b, i), true));
measure('number multiply', (i) => atN(na, i).mul(atN(nb, i)));
measure('number add', (i) => atN(na, i).add(atN(nb, i)));
measure('number divide', (i) => atN(na, i).div(atN(nb, i)));
