import {
  amountToJson,
  issuedAmount,
  xrpAmount,
  type Amount,
  type IssuedAmount,
} from '../../src/amount/amount.js';
import type { AmmPool } from '../../src/amm/amm-pool.js';

export const GW = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
/** rippled's tests name the AMM account; any valid address stands in for it here. */
export const AMM_ACCOUNT = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';

export const usd = (v: string): IssuedAmount => issuedAmount('USD', GW, v);
export const eur = (v: string): IssuedAmount => issuedAmount('EUR', GW, v);
export const btc = (v: string): IssuedAmount => issuedAmount('BTC', GW, v);
export const lpt = (v: string): IssuedAmount =>
  issuedAmount('03930D02208264E2E40EC1B0C09E4DB96EE197B1', AMM_ACCOUNT, v);
export const drops = (d: bigint): Amount => xrpAmount(d);
export const xrp = (whole: bigint): Amount => xrpAmount(whole * 1_000_000n);

/** The ledger's JSON of an amount: a drops string, or the token's value string. */
export const text = (a: Amount): string => {
  const j = amountToJson(a);
  return typeof j === 'string' ? j : j.value;
};

/** rippled's test pool: 10,000 XRP / 10,000 USD with 10,000,000 LP tokens. */
export const POOL: AmmPool = {
  balance1: xrp(10_000n),
  balance2: usd('10000'),
  lpTokenBalance: lpt('10000000'),
};
