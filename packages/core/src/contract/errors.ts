/** The API's one error model (spec §7, §8): a message in `detail`; a 403 may ask for verification. */
import { z } from 'zod';

export const ErrorBodySchema = z
  .object({ detail: z.string().min(1) })
  .meta({ description: 'Every error answer: a message the user can read' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const VerificationRequiredBodySchema = z
  .object({ detail: z.string().min(1), requiresVerification: z.literal(true) })
  .meta({ description: '403 when the verified session is missing or expired' });
export type VerificationRequiredBody = z.infer<typeof VerificationRequiredBodySchema>;
