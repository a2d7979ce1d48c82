/**
 * The one signing pipeline for what the server built (DESIGN "Unsigned → signed"), used by trades, escrow
 * pools and launches alike: convert to ledger fields → check against the intent → encode and decode (what
 * the signature covers) → check again → review → sign in the vault → refuse a blob that differs from the
 * reviewed transaction. Nothing reaches the signer before both checks pass.
 */
import {
  type Intent,
  type IntentKind,
  type RoleTx,
  type SignableBase,
  assertMatchesIntent,
  prepareForSigning,
  toLedgerFields,
} from '@horizon/core';
import type { Signer } from '../vault/index.js';
import { type TxCodec, assertSignedAsPreviewed, roundTrip } from './codec.js';
import type { SignedBlobs, UnsignedRole } from './definition.js';

export interface SigningDeps {
  /** The account that signs: every transaction must already be its own. */
  readonly account: string;
  readonly withSigner: <T>(address: string, fn: (signer: Signer) => T | Promise<T>) => Promise<T>;
  readonly codec: () => Promise<TxCodec>;
  /** Shown the checked, decoded transactions before signing; throws to stop (a cancelled review). */
  readonly review?: (decoded: readonly RoleTx[]) => Promise<void>;
}

/** Converted and checked against the intent, then prepared: the registry's type checks, Account as signer. */
export function convertAndCheck(
  intent: Intent,
  unsigned: readonly UnsignedRole[],
  account: string,
): RoleTx[] {
  const converted = unsigned.map(({ role, tx }) => ({ role, tx: toLedgerFields(tx) as SignableBase }));
  assertMatchesIntent<IntentKind>(intent, converted, account);
  return converted.map(({ role, tx }) => ({ role, tx: prepareForSigning(tx, account, role) }));
}

export async function signServerBuilt(
  intent: Intent,
  unsigned: readonly UnsignedRole[],
  deps: SigningDeps,
): Promise<SignedBlobs> {
  const { account } = deps;
  const prepared = convertAndCheck(intent, unsigned, account);
  const codec = await deps.codec();
  const decoded = roundTrip(codec, prepared);
  assertMatchesIntent<IntentKind>(intent, decoded, account);
  await deps.review?.(decoded);
  const blobs = await deps.withSigner(account, (signer) =>
    decoded.map(({ role, tx }) => ({ role, blob: signer.signTransaction(tx, role).txBlob })),
  );
  blobs.forEach(({ blob }, i) => assertSignedAsPreviewed(codec, (decoded[i] as RoleTx).tx, blob));
  return blobs;
}
