/** Escrow contribution pools: contributions locked by native escrows until the target or the deadline. */
import { z } from 'zod';
import { ESCROW_CONTRIBUTION_STATES, ESCROW_POOL_STATES } from '../../programs/escrow-pools/strings.js';
import {
  AddressSchema,
  CountSchema,
  DropsSchema,
  EngineResultSchema,
  IsoTimestampSchema,
  PositiveXrpAmountSchema,
  TxBlobSchema,
  TxHashSchema,
  UInt32Schema,
  singleLineText,
} from '../primitives.js';
import type { RouteSpec } from '../route-spec.js';
import { TxToSignResponseSchema } from '../unsigned-tx.js';

const PoolIdSchema = z.uuid({ error: 'Invalid pool id' });

export const EscrowContributionSchema = z.object({
  owner: AddressSchema,
  escrow_sequence: UInt32Schema,
  amount_drops: DropsSchema,
  state: z.enum(ESCROW_CONTRIBUTION_STATES),
  create_tx_hash: TxHashSchema,
  finish_tx_hash: TxHashSchema.nullable(),
  cancel_tx_hash: TxHashSchema.nullable(),
});
export type EscrowContribution = z.infer<typeof EscrowContributionSchema>;

export const EscrowPoolSchema = z.object({
  pool_id: PoolIdSchema,
  beneficiary: AddressSchema,
  purpose: z.string(),
  target_drops: DropsSchema,
  raised_drops: DropsSchema,
  contributors: CountSchema,
  deadline: IsoTimestampSchema,
  /** The escrows' CancelAfter, in the ledger's time (seconds since 2000-01-01 UTC). */
  cancel_after: UInt32Schema,
  state: z.enum(ESCROW_POOL_STATES),
  created_at: IsoTimestampSchema,
});
export type EscrowPool = z.infer<typeof EscrowPoolSchema>;

export const EscrowPoolDetailSchema = EscrowPoolSchema.extend({
  contributions: z.array(EscrowContributionSchema),
});
export type EscrowPoolDetail = z.infer<typeof EscrowPoolDetailSchema>;

export const EscrowPoolListSchema = z.object({ pools: z.array(EscrowPoolSchema) });
export const EscrowPoolParamsSchema = z.object({ pool_id: PoolIdSchema });

export const CreateEscrowPoolSchema = z.object({
  classic_address: AddressSchema,
  target_xrp: PositiveXrpAmountSchema,
  deadline: IsoTimestampSchema,
  purpose: singleLineText(280, { empty: 'Say what the pool is for' }),
});

export const ContributeUnsignedSchema = z.object({
  classic_address: AddressSchema,
  pool_id: PoolIdSchema,
  xrp_amount: PositiveXrpAmountSchema,
});

export const EscrowCancelUnsignedSchema = z.object({
  classic_address: AddressSchema,
  pool_id: PoolIdSchema,
  escrow_sequence: UInt32Schema,
});

const SignedBodySchema = z.object({ classic_address: AddressSchema, tx_blob: TxBlobSchema });

export const ContributeResultSchema = z.object({
  tx_hash: TxHashSchema,
  engine_result: EngineResultSchema,
  contribution: EscrowContributionSchema,
});

export const EscrowCancelResultSchema = z.object({
  tx_hash: TxHashSchema,
  engine_result: EngineResultSchema,
});

const tag = 'Escrow pools';

export const ESCROW_POOL_ROUTES = [
  {
    method: 'GET',
    path: '/api/escrow_pools',
    summary: 'Every escrow pool, newest first',
    tag,
    access: 'public',
    response: EscrowPoolListSchema,
  },
  {
    method: 'GET',
    path: '/api/escrow_pools/{pool_id}',
    summary: 'One pool with its contributions',
    tag,
    access: 'public',
    params: EscrowPoolParamsSchema,
    response: EscrowPoolDetailSchema,
  },
  {
    method: 'POST',
    path: '/api/escrow_pools',
    summary: "Create a pool whose beneficiary is the creator's wallet",
    tag,
    access: 'wallet_proof',
    body: CreateEscrowPoolSchema,
    response: EscrowPoolDetailSchema,
  },
  {
    method: 'POST',
    path: '/api/escrow_pools/contribute_unsigned',
    summary:
      'An EscrowCreate to the beneficiary, cancellable after the deadline, for the contributor to sign',
    tag,
    access: 'verified',
    body: ContributeUnsignedSchema,
    response: TxToSignResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/escrow_pools/contribute_signed',
    summary: 'Relay the signed EscrowCreate and record the contribution',
    tag,
    access: 'verified',
    body: SignedBodySchema,
    response: ContributeResultSchema,
  },
  {
    method: 'POST',
    path: '/api/escrow_pools/cancel_unsigned',
    summary: "An EscrowCancel of the contributor's own escrow in a refunding pool",
    tag,
    access: 'verified',
    body: EscrowCancelUnsignedSchema,
    response: TxToSignResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/escrow_pools/cancel_signed',
    summary: 'Relay the signed EscrowCancel: the contribution returns to its owner',
    tag,
    access: 'verified',
    body: SignedBodySchema,
    response: EscrowCancelResultSchema,
  },
] as const satisfies readonly RouteSpec[];
