/**
 * Token launch (spec §1 "launch tokens", §2 /launch). The browser creates a fresh issuer account in its
 * vault; the server builds the steps in order and hands out one unsigned transaction at a time, because
 * the issuer's sequence is known only once the account exists. Each signed step is posted back.
 */
import { z } from 'zod';
import { currencyToHex, isHexCode } from '@horizon/protocol';
import { comparePlainDecimals } from '../decimal/index.js';
import {
  AddressSchema,
  EngineResultSchema,
  HttpsUrlSchema,
  PositiveTokenAmountSchema,
  PositiveXrpAmountSchema,
  TxBlobSchema,
  TxHashSchema,
  TokenIdSchema,
  multiLineText,
  singleLineText,
} from './primitives.js';
import { LaunchIconSchema } from './icons.js';
import { TradingFeeUnitsSchema, UnsignedTransactionSchema } from './unsigned-tx.js';

/** The steps of a launch, in the order they are signed and submitted. */
export const LAUNCH_STEPS = [
  'fund_issuer', // creator → issuer: XRP for the issuer's reserve
  'configure_issuer', // issuer: AccountSet DefaultRipple, so the token can trade
  'creator_trustline', // creator: TrustSet to the issuer for the whole supply
  'issue_supply', // issuer → creator: the whole supply
  'set_blackhole_key', // issuer: SetRegularKey to the black-hole address
  'disable_master_key', // issuer: AccountSet DisableMaster, so no more can ever be issued
  'create_pool', // creator: AMMCreate with the initial XRP and token liquidity
] as const;
export const LaunchStepNameSchema = z.enum(LAUNCH_STEPS);
export type LaunchStepName = z.infer<typeof LaunchStepNameSchema>;

const isTicker = (ticker: string) => {
  if (isHexCode(ticker) || ticker.toUpperCase() === 'XRP') return false;
  try {
    currencyToHex(ticker);
    return true;
  } catch {
    return false;
  }
};

export const LaunchLinksSchema = z.object({
  website: HttpsUrlSchema.optional(),
  telegram: HttpsUrlSchema.optional(),
  x: HttpsUrlSchema.optional(),
});

/** POST /api/launch */
export const LaunchRequestSchema = z
  .object({
    classic_address: AddressSchema.meta({
      description: 'The creator: funds the launch and receives the supply',
    }),
    issuer_address: AddressSchema.meta({
      description: 'A fresh account from the browser vault that will issue the token',
    }),
    name: singleLineText(64),
    ticker: singleLineText(20, { min: 3 }).refine(isTicker, {
      error: 'Ticker cannot be used as a currency code',
    }),
    supply: PositiveTokenAmountSchema,
    icon: LaunchIconSchema.nullish(),
    description: multiLineText(2000).nullish(),
    links: LaunchLinksSchema.default({}),
    initial_xrp_amount: PositiveXrpAmountSchema,
    initial_token_amount: PositiveTokenAmountSchema,
    trading_fee: TradingFeeUnitsSchema,
  })
  .refine((r) => r.issuer_address !== r.classic_address, {
    error: 'The issuer must be a new account, not the creator',
    path: ['issuer_address'],
  })
  // zod runs this even when a field failed its pattern; those fields already carry their own error.
  .refine((r) => (comparePlainDecimals(r.initial_token_amount, r.supply) ?? 0) <= 0, {
    error: 'Initial token liquidity cannot exceed the supply',
    path: ['initial_token_amount'],
  });
export type LaunchRequest = z.input<typeof LaunchRequestSchema>;

export const LaunchStepStatusSchema = z.enum(['pending', 'ready', 'submitted', 'validated', 'failed']);

/** One step: tx_to_sign is present only while the step is ready to sign. */
export const LaunchStepSchema = z.object({
  step: LaunchStepNameSchema,
  signer: AddressSchema,
  status: LaunchStepStatusSchema,
  tx_to_sign: UnsignedTransactionSchema.nullable(),
  tx_hash: TxHashSchema.nullable(),
  engine_result: EngineResultSchema.nullable(),
});
export type LaunchStep = z.infer<typeof LaunchStepSchema>;

/** The launch as it stands: the steps in order, and which one is next. */
export const LaunchProgressSchema = z.object({
  launch_id: z.uuid(),
  token_id: TokenIdSchema,
  status: z.enum(['in_progress', 'completed', 'failed']),
  steps: z.array(LaunchStepSchema).length(LAUNCH_STEPS.length),
  next_step: LaunchStepNameSchema.nullable(),
  error: z.string().nullable(),
});
export type LaunchProgress = z.infer<typeof LaunchProgressSchema>;

export const LaunchParamsSchema = z.object({ launch_id: z.uuid() });
export type LaunchParams = z.input<typeof LaunchParamsSchema>;

/** POST /api/launch/{launch_id}/submit: the signed blob of the step that was ready. */
export const LaunchSubmitRequestSchema = z.object({
  classic_address: AddressSchema,
  step: LaunchStepNameSchema,
  tx_blob: TxBlobSchema,
});
export type LaunchSubmitRequest = z.input<typeof LaunchSubmitRequestSchema>;
