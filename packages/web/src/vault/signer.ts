/**
 * What `withSigner` hands to its callback: sign a transaction or a wallet-proof challenge with the
 * wallet's key. The key stays in this closure, and the signer stops working when the callback ends.
 */
import {
  HorizonError,
  type KeyAlgorithm,
  type SignableBase,
  failedToSign,
  prepareForSigning,
} from '@horizon/core';
import type { KeysModule } from './load-keys.js';
import type { SignedTransaction } from './keys/index.js';

export interface Signer {
  readonly address: string;
  readonly publicKey: string;
  readonly algorithm: KeyAlgorithm;
  /** Prepares (core's checks, Account forced to this wallet) and signs; `name` names it in errors. */
  signTransaction(tx: Readonly<Record<string, unknown>>, name?: string): SignedTransaction;
  /** Signs the hex of the challenge text's UTF-8 bytes (the server's wallet proof). */
  signChallenge(challenge: string): string;
}

export interface RevocableSigner {
  readonly signer: Signer;
  revoke(): void;
}

export function createSigner(
  keys: KeysModule,
  wallet: { readonly address: string; readonly publicKey: string; readonly algorithm: KeyAlgorithm },
  privateKey: string,
): RevocableSigner {
  let secret: string | undefined = privateKey;
  const key = (): string => {
    if (secret === undefined)
      throw new HorizonError('signing.walletNotFoundForAddress', { detail: 'signer used after its scope' });
    return secret;
  };
  const signer: Signer = {
    address: wallet.address,
    publicKey: wallet.publicKey,
    algorithm: wallet.algorithm,
    signTransaction(tx, name) {
      const label = name ?? String(tx['TransactionType'] ?? 'transaction');
      const prepared: SignableBase = prepareForSigning({ ...tx }, wallet.address, label);
      try {
        return keys.signTransaction(prepared, wallet.publicKey, key());
      } catch (cause) {
        if (cause instanceof HorizonError) throw cause;
        throw new HorizonError('signing.failedToSign', { message: failedToSign(label), cause });
      }
    },
    signChallenge(challenge) {
      try {
        return keys.signChallenge(challenge, key());
      } catch (cause) {
        if (cause instanceof HorizonError) throw cause;
        throw new HorizonError('signing.failedToSign', { message: failedToSign('challenge'), cause });
      }
    },
  };
  return { signer, revoke: () => (secret = undefined) };
}
