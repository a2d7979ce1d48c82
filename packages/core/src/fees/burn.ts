/**
 * The burn in token units (DESIGN "Fee programs"): tx_burn_back sends this quantity of the traded token
 * (for a swap, the token received) back to its issuer. Quantity = token amount × burn rate, cut to the
 * ledger's 16 significant digits by rounding down, so the burn never exceeds its rate.
 */
import { IssuedValue } from '@horizon/protocol';
import { BASIS_POINTS_PER_WHOLE } from '../constants/index.js';
import { burnBps, type FeeCategory } from './rates.js';
import { FeeInputError } from './split.js';

/** Issued amounts keep 16 significant digits: mantissas below 1e16. */
const MANTISSA_LIMIT = 10n ** 16n;
/** Dividing by 10000 basis points is a shift of the decimal exponent by 4. */
const BPS_EXPONENT = BASIS_POINTS_PER_WHOLE.toString().length - 1;

/** The token quantity burned for a trade of `tokenAmount` of a token of this category. */
export function burnTokenAmount(tokenAmount: IssuedValue, category: FeeCategory): IssuedValue {
  if (tokenAmount.negative) throw new FeeInputError('Token amount of a trade cannot be negative');
  if (tokenAmount.isZero()) return IssuedValue.zero;
  let mantissa = tokenAmount.mantissa * burnBps(category);
  let exponent = tokenAmount.exponent - BPS_EXPONENT;
  // Drop digits beyond the ledger's precision, rounding down (the mantissa is positive).
  while (mantissa >= MANTISSA_LIMIT) {
    mantissa /= 10n;
    exponent += 1;
  }
  // Below the ledger's smallest amount (1e-81) this is zero: rounded down again.
  return IssuedValue.from(mantissa, exponent);
}
