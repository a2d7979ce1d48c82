/**
 * The bot check and the verified session (spec §3 "Verification", §7), and proof of control of a
 * wallet (DESIGN "No logins, but proof of control").
 */
import { z } from 'zod';
import { AddressSchema, ClassicAddressBodySchema } from './primitives.js';

/** GET /api/verify_status. */
export const VerifyStatusResponseSchema = z.object({
  verified: z.boolean(),
  session_id: z.string().nullable(),
  expires_at: z.number().int().min(0).nullable().meta({ description: 'Session expiry, Unix seconds' }),
});
export type VerifyStatusResponse = z.infer<typeof VerifyStatusResponseSchema>;

/** POST /api/verify_cf_token: the solved challenge (Turnstile token or ALTCHA payload). */
export const VerifyTokenRequestSchema = z.object({ cf_token: z.string().min(1).max(8192) });
export type VerifyTokenRequest = z.infer<typeof VerifyTokenRequestSchema>;

export const VerifyTokenResponseSchema = z.object({ success: z.boolean(), detail: z.string().optional() });
export type VerifyTokenResponse = z.infer<typeof VerifyTokenResponseSchema>;

const HexString = (what: string) => z.string().regex(/^[0-9a-fA-F]+$/, { error: `${what} must be hex` });

/**
 * GET /api/verify_challenge: which bot check is on. ALTCHA's challenge fields are flat, so the widget
 * can load this URL as its challenge directly.
 */
export const VerifyChallengeResponseSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('altcha'),
    algorithm: z.enum(['SHA-256', 'SHA-384', 'SHA-512']),
    challenge: HexString('challenge'),
    maxnumber: z.number().int().positive().optional(),
    salt: z.string().min(1),
    signature: HexString('signature'),
  }),
  z.object({ provider: z.literal('turnstile'), site_key: z.string().min(1) }),
]);
export type VerifyChallengeResponse = z.infer<typeof VerifyChallengeResponseSchema>;

/** GET /api/wallet_challenge?classic_address=… */
export const WalletChallengeQuerySchema = ClassicAddressBodySchema;
export type WalletChallengeQuery = z.infer<typeof WalletChallengeQuerySchema>;

export const WalletChallengeResponseSchema = z.object({
  classic_address: AddressSchema,
  challenge: HexString('challenge').min(32).max(512).meta({ description: 'One-time bytes to sign, hex' }),
  expires_at: z.number().int().min(0).meta({ description: 'Unix seconds' }),
});
export type WalletChallengeResponse = z.infer<typeof WalletChallengeResponseSchema>;

/** An ed25519 key (ED + 32 bytes) or a compressed secp256k1 key (02/03 + 32 bytes), hex. */
export const PublicKeyHexSchema = z
  .string()
  .regex(/^(ED|ed|0[23])[0-9A-Fa-f]{64}$/, { error: 'Invalid public key' })
  .meta({ description: '33-byte public key in hex (ED-prefixed for ed25519)' });

/** POST /api/wallet_proof: the challenge signed with the wallet's key. */
export const WalletProofRequestSchema = z.object({
  classic_address: AddressSchema,
  public_key: PublicKeyHexSchema,
  signature: HexString('signature').min(16).max(144).meta({ description: 'Signature of the challenge, hex' }),
});
export type WalletProofRequest = z.infer<typeof WalletProofRequestSchema>;

export const WalletProofResponseSchema = z.object({
  verified: z.literal(true),
  classic_address: AddressSchema,
});
export type WalletProofResponse = z.infer<typeof WalletProofResponseSchema>;

/** POST /api/check_if_premium_wallet (legacy, spec §7): server-side wallets are not implemented (spec §6). */
export const LegacyPremiumCheckRequestSchema = z.object({
  encrypted_credentials: z.string().min(1).max(8192),
  password: z.string().min(1).max(1024),
});
export type LegacyPremiumCheckRequest = z.infer<typeof LegacyPremiumCheckRequestSchema>;

/** "The text true or false" (spec §7): a JSON boolean body is exactly that text. */
export const PremiumCheckResponseSchema = z.boolean();
export type PremiumCheckResponse = z.infer<typeof PremiumCheckResponseSchema>;
