/** What the /fees page shows: the programs and worked examples, as data (the page owns the markup). */
import {
  BURN_FEE_BPS,
  BURN_FEE_BPS_HORIZON_TOKENS,
  DEVBACK_FEE_BPS,
  REFERRAL_FEE_BPS,
  TRADING_FEE_BPS,
} from '../constants/index.js';
import { dropsToXrp } from '@horizon/protocol';
import { fixedText } from '../decimal/index.js';
import type { FeeCategory, TradeKind } from './rates.js';
import { splitTradeFee, type FeeSplit } from './split.js';

export interface FeeTableRow {
  readonly program: 'trading_fee' | 'referral' | 'burn' | 'burn_horizon' | 'treasury' | 'devback';
  readonly label: string;
  /** Share of the trade's XRP value in basis points; null where it depends on the trade (treasury). */
  readonly rateBps: number | null;
  /** The same as exact percent text, e.g. "0.30"; for the treasury, its range. */
  readonly ratePercent: string;
  readonly appliesTo: string;
  readonly paidIn: string;
  readonly paidTo: string;
  /** Which transaction of the trade pays it. */
  readonly paidBy: string;
}

export interface FeeExample {
  readonly title: string;
  readonly kind: TradeKind;
  readonly category: FeeCategory;
  readonly hasReferrer: boolean;
  readonly hasDeveloper: boolean;
  readonly split: FeeSplit;
  /** The split's parts as exact XRP text, e.g. { total: "0.1", … }. */
  readonly xrp: Readonly<
    Record<'value' | 'total' | 'referral' | 'burn' | 'treasury' | 'devback' | 'treasuryKept', string>
  >;
}

export interface FeeTable {
  readonly rows: readonly FeeTableRow[];
  readonly examples: readonly FeeExample[];
}

/** Basis points as exact percent text with two decimals: 30n → "0.30". */
export function bpsToPercentText(bps: bigint): string {
  return fixedText(bps, 2);
}

const treasuryLow = TRADING_FEE_BPS - REFERRAL_FEE_BPS - BURN_FEE_BPS_HORIZON_TOKENS;
const treasuryHigh = TRADING_FEE_BPS - BURN_FEE_BPS;

const ROWS: readonly FeeTableRow[] = [
  row(
    'trading_fee',
    'Trading fee',
    TRADING_FEE_BPS,
    'Every buy, sell, swap and limit order',
    'XRP',
    'Split as below',
    'All of the fee transactions',
  ),
  row(
    'referral',
    'Referral',
    REFERRAL_FEE_BPS,
    'Trades of a wallet registered with a referral code, for life',
    'XRP',
    'The referrer',
    'tx_referral_fee',
  ),
  row(
    'burn',
    'Burn',
    BURN_FEE_BPS,
    'Every other token',
    'The traded token',
    'Its issuer, which destroys it',
    'tx_burn_back',
  ),
  row(
    'burn_horizon',
    'Burn (Horizon tokens)',
    BURN_FEE_BPS_HORIZON_TOKENS,
    'The platform token, the community token and tokens launched on Horizon',
    'The traded token',
    'Its issuer, which destroys it',
    'tx_burn_back',
  ),
  {
    program: 'treasury',
    label: 'Treasury',
    rateBps: null,
    ratePercent: `${bpsToPercentText(treasuryLow)}–${bpsToPercentText(treasuryHigh)}`,
    appliesTo: 'The rest of the 1% (the referral share too, when there is no referrer)',
    paidIn: 'XRP',
    paidTo: 'The Horizon treasury',
    paidBy: 'tx_fee',
  },
  row(
    'devback',
    'Devback',
    DEVBACK_FEE_BPS,
    "Trades of a token whose developer is known, out of the treasury's share",
    'XRP',
    "The token's developer, paid automatically",
    'A payout batch from the treasury',
  ),
];

function row(
  program: FeeTableRow['program'],
  label: string,
  bps: bigint,
  appliesTo: string,
  paidIn: string,
  paidTo: string,
  paidBy: string,
): FeeTableRow {
  return {
    program,
    label,
    rateBps: Number(bps),
    ratePercent: bpsToPercentText(bps),
    appliesTo,
    paidIn,
    paidTo,
    paidBy,
  };
}

type ExampleInput = Omit<FeeExample, 'split' | 'xrp'> & { readonly valueDrops: bigint };

const EXAMPLE_INPUTS: readonly ExampleInput[] = [
  {
    title: 'Buy 10 XRP of an ordinary token, no referrer',
    kind: 'buy',
    valueDrops: 10_000_000n,
    category: 'other',
    hasReferrer: false,
    hasDeveloper: true,
  },
  {
    title: 'Buy 10 XRP of a token launched on Horizon, with a referrer',
    kind: 'buy',
    valueDrops: 10_000_000n,
    category: 'launched',
    hasReferrer: true,
    hasDeveloper: true,
  },
  {
    title: 'Sell tokens for 250 XRP, with a referrer',
    kind: 'sell',
    valueDrops: 250_000_000n,
    category: 'other',
    hasReferrer: true,
    hasDeveloper: false,
  },
  {
    title: 'Swap 1,000 XRP worth into the platform token, no referrer',
    kind: 'swap',
    valueDrops: 1_000_000_000n,
    category: 'platform',
    hasReferrer: false,
    hasDeveloper: true,
  },
];

function example({ valueDrops, ...rest }: ExampleInput): FeeExample {
  const split = splitTradeFee({ ...rest, valueDrops });
  const xrp = {
    value: dropsToXrp(split.valueDrops),
    total: dropsToXrp(split.total),
    referral: dropsToXrp(split.referral),
    burn: dropsToXrp(split.burn),
    treasury: dropsToXrp(split.treasury),
    devback: dropsToXrp(split.devback),
    treasuryKept: dropsToXrp(split.treasuryKept),
  };
  return { ...rest, split, xrp };
}

/** The fee programs and worked examples for the /fees page. */
export function feeTable(): FeeTable {
  return { rows: ROWS, examples: EXAMPLE_INPUTS.map(example) };
}
