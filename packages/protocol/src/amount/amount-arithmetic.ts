import type { Amount, Asset } from './amount.js';
import { IssuedValue } from './issued-value.js';
import { stDivRound, stDivide, stMulRound, stMultiply } from './st-arithmetic.js';
import type { StValue } from './st-value.js';

/*
 * rippled's mixed-asset STAmount arithmetic (offers, qualities, AMM): the inputs may be XRP or issued, the
 * result is expressed in `asset`. roundUp means toward +infinity.
 */

/** An Amount's STAmount numeric part (internal to the protocol package). */
export function amountToSt(a: Amount): StValue {
  if (a.kind === 'issued') return a.value.st;
  const negative = a.drops < 0n;
  return { native: true, negative, mantissa: negative ? -a.drops : a.drops, exponent: 0 };
}

/** An STAmount numeric part as an Amount of `asset` (internal to the protocol package). */
export function stToAmount(v: StValue, asset: Asset): Amount {
  if (asset.kind === 'xrp') return { kind: 'xrp', drops: v.negative ? -v.mantissa : v.mantissa };
  return { kind: 'issued', currency: asset.currency, issuer: asset.issuer, value: IssuedValue.wrap(v) };
}

/** rippled's multiply(v1, v2, asset). */
export function multiplyAmounts(a: Amount, b: Amount, asset: Asset): Amount {
  return stToAmount(stMultiply(amountToSt(a), amountToSt(b), asset.kind === 'xrp'), asset);
}

/** rippled's divide(num, den, asset). */
export function divideAmounts(num: Amount, den: Amount, asset: Asset): Amount {
  return stToAmount(stDivide(amountToSt(num), amountToSt(den), asset.kind === 'xrp'), asset);
}

export function mulRound(a: Amount, b: Amount, asset: Asset, roundUp: boolean): Amount {
  return stToAmount(stMulRound(amountToSt(a), amountToSt(b), asset.kind === 'xrp', roundUp, false), asset);
}

export function mulRoundStrict(a: Amount, b: Amount, asset: Asset, roundUp: boolean): Amount {
  return stToAmount(stMulRound(amountToSt(a), amountToSt(b), asset.kind === 'xrp', roundUp, true), asset);
}

export function divRound(num: Amount, den: Amount, asset: Asset, roundUp: boolean): Amount {
  return stToAmount(
    stDivRound(amountToSt(num), amountToSt(den), asset.kind === 'xrp', roundUp, false),
    asset,
  );
}

export function divRoundStrict(num: Amount, den: Amount, asset: Asset, roundUp: boolean): Amount {
  return stToAmount(stDivRound(amountToSt(num), amountToSt(den), asset.kind === 'xrp', roundUp, true), asset);
}
