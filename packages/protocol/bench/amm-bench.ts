/** AMM quote throughput: npx tsx --conditions=@horizon/source packages/protocol/bench/amm-bench.ts */
import { issuedAmount, xrpAmount, type Amount } from '../src/amount/index.js';
import {
  ammDeposit,
  ammOffer,
  ammSwapIn,
  ammSwapOut,
  swapAssetIn,
  swapAssetOut,
  type AmmPool,
  type GridPool,
} from '../src/amm/index.js';
import { XrplNumber, fromDrops } from '../src/number/index.js';
import { offerRate } from '../src/quality/index.js';

const GW = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const LPT = '03930D02208264E2E40EC1B0C09E4DB96EE197B1';

// Grid level: the formulas alone.
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

// Amount level: what the server's quotes and the ledger call.
const usd = (value: string) => issuedAmount('USD', GW, value);
const ammPool: AmmPool = {
  balance1: usd('123456.789012345'),
  balance2: xrpAmount(987_654_321_000n),
  lpTokenBalance: issuedAmount(LPT, 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY', '11042440.98721234'),
};
const usdIn: Amount[] = inputs.map((v) => usd(v.n.toString()));
const xrpOut: Amount[] = outputs.map((_, i) => xrpAmount(1_000_000n + BigInt(i) * 104_729n));
const bookPool = { in: ammPool.balance1, out: ammPool.balance2 };
const tip = offerRate(usd('0.000000126'), xrpAmount(1n));

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
  console.log(`amm ${name}: ${Math.round(count / seconds).toLocaleString('en-US')} ops/s`);
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

measure('swapIn quotes (grid)', (i) => swapAssetIn(pool, pick(inputs, i), 300));
measure('swapOut quotes (grid)', (i) => swapAssetOut(pool, pick(outputs, i), 300));
measure('swapIn quotes (Amount API)', (i) => ammSwapIn(ammPool, pick(usdIn, i), 300));
measure('swapOut quotes (Amount API)', (i) => ammSwapOut(ammPool, pick(xrpOut, i), 300));
measure('single-asset deposit quotes (Amount API)', (i) =>
  ammDeposit(ammPool, { mode: 'singleAsset', amount: pick(usdIn, i) }, 300),
);
measure('offers sized against a book tip', (i) =>
  ammOffer({
    pool: bookPool,
    initialPool: bookPool,
    fee: 300 + (i % 2),
    clobRate: tip,
    multiPath: false,
    iteration: 0,
  }),
);
