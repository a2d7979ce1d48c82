import { XrplNumber, fromDrops } from '../../src/number/index.js';
import type { GridAmm } from '../../src/amm/deposit-math.js';
import type { GridValue } from '../../src/amm/grid-value.js';

/** An issued amount from decimal text. */
export const iou = (text: string): GridValue => ({ n: XrplNumber.fromString(text), xrp: false });
/** An XRP amount in drops. */
export const drops = (d: bigint): GridValue => ({ n: fromDrops(d), xrp: true });
/** An XRP amount in whole XRP. */
export const xrp = (whole: bigint): GridValue => drops(whole * 1_000_000n);

/** The value as rippled prints a Number ("10488088.48170151"). */
export const text = (v: GridValue): string => v.n.toString();

/** rippled's test pool: 10,000 XRP / 10,000 USD with 10,000,000 LP tokens. */
export const XRP_USD_POOL: GridAmm = {
  balance1: iou('10000'),
  balance2: xrp(10_000n),
  lpBalance: iou('10000000'),
};
export const XRP_SIDE_POOL: GridAmm = {
  balance1: xrp(10_000n),
  balance2: iou('10000'),
  lpBalance: iou('10000000'),
};

/** Text of a decimal after rippled's normalisation, to compare with `text(value)`. */
export const norm = (decimal: string): string => XrplNumber.fromString(decimal).toString();
