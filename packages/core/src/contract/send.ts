/** Sending XRP and tokens (spec §7); the answers are tx_to_sign and, once signed, a submit result. */
import { z } from 'zod';
import {
  AddressSchema,
  PositiveTokenAmountSchema,
  PositiveXrpAmountSchema,
  DestinationTagSchema,
  TokenIdSchema,
  multiLineText,
} from './primitives.js';

/** Free text the sender attaches; the server encodes it as a memo. */
const MemoText = multiLineText(256);

/** Sending to oneself is refused by the ledger (temREDUNDANT); the form and the server say so first. */
export const SEND_TO_SELF_MESSAGE = 'Cannot send to your own address';
const notToSelf = { error: SEND_TO_SELF_MESSAGE, path: ['destination'] };

export const SendXrpRequestSchema = z
  .object({
    classic_address: AddressSchema,
    xrp_amount: PositiveXrpAmountSchema,
    destination: AddressSchema,
    destination_tag: DestinationTagSchema.nullish(),
    memo: MemoText.nullish(),
  })
  .refine((r) => r.destination !== r.classic_address, notToSelf);
export type SendXrpRequest = z.input<typeof SendXrpRequestSchema>;

export const SendTokensRequestSchema = z
  .object({
    classic_address: AddressSchema,
    token_id: TokenIdSchema,
    token_amount: PositiveTokenAmountSchema,
    destination: AddressSchema,
    destination_tag: DestinationTagSchema.nullish(),
    memo: MemoText.nullish(),
  })
  .refine((r) => r.destination !== r.classic_address, notToSelf);
export type SendTokensRequest = z.input<typeof SendTokensRequestSchema>;
