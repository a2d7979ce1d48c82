/** Building and re-keying the encrypted records of §3 from derived key material. */
import { open, seal } from './aes.js';
import type { DerivedWallet } from './keys/index.js';
import { type MnemonicRecord, type StoredWallet, sealContext } from './records.js';

export interface SealedWallet {
  readonly wallet: StoredWallet;
  readonly mnemonic?: MnemonicRecord;
}

export async function sealWallet(
  subtle: SubtleCrypto,
  key: CryptoKey,
  derived: DerivedWallet,
  meta: { readonly label: string; readonly createdAt: number },
): Promise<SealedWallet> {
  const { address, publicKey, privateKey, algorithm } = derived.key;
  const sealedKey = await seal(subtle, key, privateKey, sealContext.privateKey(address));
  const sealedSeed = derived.seed
    ? await seal(subtle, key, derived.seed, sealContext.seed(address))
    : undefined;
  const wallet: StoredWallet = {
    address,
    publicKey,
    encryptedPrivateKey: sealedKey.ciphertext,
    iv: sealedKey.iv,
    algorithm,
    createdAt: meta.createdAt,
    label: meta.label,
    derivationPath: derived.derivationPath,
    hasMnemonic: derived.mnemonic !== undefined,
    credentialType: derived.credentialType,
    ...(sealedSeed ? { encryptedSeed: sealedSeed.ciphertext, seedIv: sealedSeed.iv } : {}),
  };
  if (derived.mnemonic === undefined) return { wallet };
  const sealedWords = await seal(subtle, key, derived.mnemonic, sealContext.mnemonic(address));
  const mnemonic: MnemonicRecord = {
    address,
    encryptedMnemonic: sealedWords.ciphertext,
    iv: sealedWords.iv,
    algorithm,
    derivationPath: derived.derivationPath ?? '',
  };
  return { wallet, mnemonic };
}

/** The wallet's private key, decrypted. */
export function openPrivateKey(subtle: SubtleCrypto, key: CryptoKey, wallet: StoredWallet): Promise<string> {
  const sealed = { ciphertext: wallet.encryptedPrivateKey, iv: wallet.iv };
  return open(subtle, key, sealed, sealContext.privateKey(wallet.address));
}

/** Every record decrypted with `from` and encrypted again with `to` (the app lock changes the key). */
export async function rekeyRecords(
  subtle: SubtleCrypto,
  from: CryptoKey,
  to: CryptoKey,
  wallets: readonly StoredWallet[],
  mnemonics: readonly MnemonicRecord[],
): Promise<{ wallets: StoredWallet[]; mnemonics: MnemonicRecord[] }> {
  const again = async (ciphertext: Uint8Array, iv: Uint8Array, context: string) =>
    seal(subtle, to, await open(subtle, from, { ciphertext, iv }, context), context);
  const newWallets = await Promise.all(
    wallets.map(async (w) => {
      const k = await again(w.encryptedPrivateKey, w.iv, sealContext.privateKey(w.address));
      const s =
        w.encryptedSeed && w.seedIv
          ? await again(w.encryptedSeed, w.seedIv, sealContext.seed(w.address))
          : undefined;
      return {
        ...w,
        encryptedPrivateKey: k.ciphertext,
        iv: k.iv,
        ...(s ? { encryptedSeed: s.ciphertext, seedIv: s.iv } : {}),
      };
    }),
  );
  const newMnemonics = await Promise.all(
    mnemonics.map(async (m) => {
      const s = await again(m.encryptedMnemonic, m.iv, sealContext.mnemonic(m.address));
      return { ...m, encryptedMnemonic: s.ciphertext, iv: s.iv };
    }),
  );
  return { wallets: newWallets, mnemonics: newMnemonics };
}
