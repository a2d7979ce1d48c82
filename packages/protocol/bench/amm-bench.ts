/** AMM quote throughput: npx tsx --conditions=@horizon/source packages/protocol/bench/amm-bench.ts */
import { swapAssetIn, swapAssetOut, type GridPool } from '../src/amm/index.js';
import { XrplNumber, fromDrops } from '../src/number/index.js';

const pool: GridPool = {
  in: { n: XrplNumber.fromString('123456.789012345'), xrp: false },
  out: { n: fromDrops(987_654_321_000n), xrp: true },
};
const inputs = Array.from({ length: 64 }, (_, i) => ({
  n: XrplNumber.from(BigInt(1_000_000_000_000_000 + i * 7919), -13),
  xrp: false,
}));
const outputs = Array.from({ length: 64 }, (_, i) => ({
  n: fromDrops(1_000_000n + BigInt(i) * 104_729n),
  xrp: true,
}));

function measure(name: string, run: (i: number) => void): void {
  for (let i = 0; i < 2_000; i++) run(i); // warm-up
  let count = 0;
  const start = process.hrtime.bigint();
  const budget = 1_000_000_000n; // 1 s
  while (process.hrtime.bigint() - start < budget) {
    for (let i = 0; i < 256; i++) run(count + i);
    count += 256;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`amm ${name} quotes: ${Math.round(count / seconds).toLocaleString('en-US')} ops/s`);
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

measure('swapIn', (i) => swapAssetIn(pool, pick(inputs, i), 300));
measure('swapOut', (i) => swapAssetOut(pool, pick(outputs, i), 300));
