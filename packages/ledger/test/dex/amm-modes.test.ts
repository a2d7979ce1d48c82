import {
  ammDeposit,
  ammWithdraw,
  amountToJson,
  issuedAmount,
  xrpAmount,
  type AmmDepositRequest,
  type AmmPool,
  type AmmWithdrawRequest,
} from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, usd } from './dex-helpers.js';

// The remaining AMMDeposit and AMMWithdraw modes: after each, the pool's balances and LP tokens are exactly what
// the protocol package's formulas give for bob's fee (1000 units; he holds no auction slot).

let dex: Dex;
let gw: Wallet;
let alice: Wallet;
let bob: Wallet;
let G: string;
let amm: string;
let LPT: string;
const XRP = { currency: 'XRP' };
const FEE = 1000;

async function pool(): Promise<AmmPool> {
  const r = await dex.request({ command: 'amm_info', asset: XRP, asset2: { currency: 'USD', issuer: G } });
  const a = r.amm as {
    amount: string;
    amount2: { value: string };
    lp_token: { currency: string; value: string };
  };
  LPT = a.lp_token.currency;
  return {
    balance1: xrpAmount(BigInt(a.amount)),
    balance2: issuedAmount('USD', G, a.amount2.value),
    lpTokenBalance: issuedAmount(LPT, amm, a.lp_token.value),
  };
}

const asJson = (p: AmmPool) => [
  amountToJson(p.balance1),
  amountToJson(p.balance2),
  p.lpTokenBalance.value.toString(),
];
const pair = () => ({ Asset: XRP, Asset2: { currency: 'USD', issuer: G } });
const lpt = (value: string) => ({ currency: LPT, issuer: amm, value });

/** Pool after moving `amount`/`amount2` in (sign 1) or out (sign -1) and setting LPTokenBalance. */
function expected(
  p: AmmPool,
  moved: { amount: unknown; amount2?: unknown; lpTokenBalance: unknown },
  sign: 1 | -1,
) {
  const bump = (bal: AmmPool['balance1'], m: unknown) => {
    const a = m as AmmPool['balance1'] | undefined;
    if (!a || a.kind !== bal.kind) return bal;
    if (bal.kind === 'xrp' && a.kind === 'xrp') return xrpAmount(bal.drops + BigInt(sign) * a.drops);
    if (bal.kind === 'issued' && a.kind === 'issued')
      return issuedAmount('USD', G, sign > 0 ? bal.value.add(a.value) : bal.value.sub(a.value));
    return bal;
  };
  const ms = [moved.amount, moved.amount2];
  const b1 = ms.reduce<AmmPool['balance1']>((acc, m) => bump(acc, m), p.balance1);
  const b2 = ms.reduce<AmmPool['balance1']>((acc, m) => bump(acc, m), p.balance2);
  return asJson({
    balance1: b1,
    balance2: b2,
    lpTokenBalance: moved.lpTokenBalance as AmmPool['lpTokenBalance'],
  });
}

async function deposit(req: AmmDepositRequest, fields: Record<string, unknown>, flag: number) {
  const before = await pool();
  const d = ammDeposit(before, req, FEE);
  if (!d.ok) throw new Error(d.code);
  await dex.ok(bob, { TransactionType: 'AMMDeposit', ...pair(), ...fields, Flags: flag });
  expect(asJson(await pool())).toEqual(expected(before, d.value, 1));
}

async function withdraw(req: AmmWithdrawRequest, fields: Record<string, unknown>, flag: number) {
  const before = await pool();
  const held = issuedAmount(LPT, amm, (await dex.line(bob.address, amm, LPT)) as string);
  const w = ammWithdraw(before, req, { lpTokens: held }, FEE);
  if (!w.ok) throw new Error(w.code);
  await dex.ok(bob, { TransactionType: 'AMMWithdraw', ...pair(), ...fields, Flags: flag });
  expect(asJson(await pool())).toEqual(expected(before, w.value, -1));
}

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  alice = await dex.account('1000000000');
  bob = await dex.account('1000000000');
  G = gw.address;
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
  for (const w of [alice, bob]) {
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '10000') });
    await dex.ok(gw, { TransactionType: 'Payment', Destination: w.address, Amount: usd(G, '1000') });
  }
  await dex.ok(alice, {
    TransactionType: 'AMMCreate',
    Amount: '100000000',
    Amount2: usd(G, '100'),
    TradingFee: FEE,
  });
  const r = await dex.request({ command: 'amm_info', asset: XRP, asset2: { currency: 'USD', issuer: G } });
  amm = (r.amm as { account: string }).account;
  await pool();
});
afterAll(() => dex.close());

describe('deposit modes', () => {
  it('tfOneAssetLPToken: exactly 1000 LP tokens for at most 5 USD', async () => {
    await deposit(
      {
        mode: 'oneAssetLpToken',
        amount: issuedAmount('USD', G, '5'),
        tokens: issuedAmount(LPT, amm, '1000'),
      },
      { Amount: usd(G, '5'), LPTokenOut: lpt('1000') },
      0x00200000,
    );
  });

  it('tfLimitLPToken: up to 10 XRP at no more than 2500 drops per LP token (one side alone costs about 2000)', async () => {
    await deposit(
      { mode: 'limitLpToken', amount: xrpAmount(10_000_000n), ePrice: xrpAmount(2500n) },
      { Amount: '10000000', EPrice: '2500' },
      0x00400000,
    );
  });

  it('tfLimitLPToken refuses a price the pool cannot meet with tecAMM_FAILED', async () => {
    const s = await dex.send(bob, {
      TransactionType: 'AMMDeposit',
      ...pair(),
      Amount: '10000000',
      EPrice: '1',
      Flags: 0x00400000,
    });
    expect(s.result).toBe('tecAMM_FAILED');
  });

  it('rejects a mode with fields of another (temMALFORMED) and an empty pair deposit (tecAMM_NOT_EMPTY)', async () => {
    const bad = await dex.send(bob, {
      TransactionType: 'AMMDeposit',
      ...pair(),
      Amount: '1000',
      Flags: 0x00010000,
    });
    expect(bad.result).toBe('temMALFORMED');
    const notEmpty = await dex.send(bob, {
      TransactionType: 'AMMDeposit',
      ...pair(),
      Amount: '1000',
      Amount2: usd(G, '1'),
      Flags: 0x00800000,
    });
    expect(notEmpty.result).toBe('tecAMM_NOT_EMPTY');
  });
});

describe('withdrawal modes', () => {
  it('tfLPToken: 500 LP tokens for both assets in proportion', async () => {
    await withdraw(
      { mode: 'lpToken', tokens: issuedAmount(LPT, amm, '500') },
      { LPTokenIn: lpt('500') },
      0x00010000,
    );
  });

  it('tfTwoAsset: at most 0.1 XRP and 0.1 USD in proportion', async () => {
    await withdraw(
      { mode: 'twoAsset', amount: xrpAmount(100_000n), amount2: issuedAmount('USD', G, '0.1') },
      { Amount: '100000', Amount2: usd(G, '0.1') },
      0x00100000,
    );
  });

  it('tfOneAssetLPToken: 300 LP tokens redeemed in USD', async () => {
    await withdraw(
      { mode: 'oneAssetLpToken', amount: issuedAmount('USD', G, '0'), tokens: issuedAmount(LPT, amm, '300') },
      { Amount: usd(G, '0'), LPTokenIn: lpt('300') },
      0x00200000,
    );
  });

  it('tfLimitLPToken refuses 1000 LP tokens per drop, a price the pool cannot give, with tecAMM_FAILED', async () => {
    const s = await dex.send(bob, {
      TransactionType: 'AMMWithdraw',
      ...pair(),
      Amount: '1000000',
      EPrice: lpt('1000'),
      Flags: 0x00400000,
    });
    expect(s.result).toBe('tecAMM_FAILED');
  });

  it('tfOneAssetWithdrawAll: every LP token bob holds, in XRP', async () => {
    await withdraw({ mode: 'oneAssetWithdrawAll', amount: xrpAmount(0n) }, { Amount: '0' }, 0x00040000);
    expect(await dex.line(bob.address, amm, LPT)).toBeUndefined();
  });
});
