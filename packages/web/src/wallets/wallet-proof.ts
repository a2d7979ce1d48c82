/**
 * Proof of control (DESIGN.md): the vault signs the server's one-time challenge for a wallet and the proof is
 * posted, binding the wallet to the session. One proof per wallet is in flight in a tab, shared by every caller
 * (registration, the dashboard's cards, the programs): a second challenge voids the first, so two provers at
 * once would each be refused. A proof made is remembered in sessionStorage, as the session outlives a reload.
 */
import type { ApiClient } from '../api/client.js';
import { type KeyValueStore, STORAGE_KEYS, safeGet, safeSet } from '../services/storage-keys.js';
import type { Signer } from '../vault/index.js';

export interface ProofDeps {
  readonly api: ApiClient;
  readonly withSigner: <T>(address: string, fn: (signer: Signer) => Promise<T> | T) => Promise<T>;
  /** Where proved wallets are remembered for the tab's session (sessionStorage). */
  readonly session?: KeyValueStore | undefined;
}

function remembered(session: KeyValueStore | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(safeGet(session, STORAGE_KEYS.provedWallets) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

function remember(session: KeyValueStore | undefined, address: string): void {
  const proved = remembered(session);
  if (!proved.includes(address))
    safeSet(session, STORAGE_KEYS.provedWallets, JSON.stringify([...proved, address]));
}

async function signAndPostProof(deps: ProofDeps, address: string): Promise<void> {
  const { challenge } = await deps.api.call('GET /api/wallet_challenge', {
    query: { classic_address: address },
  });
  const proof = await deps.withSigner(address, (signer) => ({
    signature: signer.signChallenge(challenge),
    public_key: signer.publicKey,
  }));
  await deps.api.call('POST /api/wallet_proof', { body: { classic_address: address, ...proof } });
  remember(deps.session, address);
}

/** Wallets proved, or being proved, in this tab. */
const proofs = new Map<string, Promise<void>>();

/** The proof made or in flight in this tab, if any. */
export function proofInTab(address: string): Promise<void> | undefined {
  return proofs.get(address);
}

/** Whether the wallet was proved (or is being proved) in this tab's session, a reload included. */
export function hasWalletProof(session: KeyValueStore | undefined, address: string): boolean {
  return proofs.has(address) || remembered(session).includes(address);
}

/**
 * The wallet's proof: the one made or in flight, else a new one. `redo` asks for a new one in place of `stale`
 * (the server refused it), unless another caller has already replaced it.
 */
export function proveWallet(
  deps: ProofDeps,
  address: string,
  redo?: { readonly stale: Promise<void> | undefined },
): Promise<void> {
  let proof = proofs.get(address);
  if (proof === undefined || (redo !== undefined && proof === redo.stale)) {
    const made = signAndPostProof(deps, address);
    proofs.set(address, made);
    // A failed proof is not kept: the next call proves again.
    made.catch(() => {
      if (proofs.get(address) === made) proofs.delete(address);
    });
    proof = made;
  }
  return proof;
}
