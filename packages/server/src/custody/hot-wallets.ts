/**
 * Server-held hot wallets (DESIGN's one exception to "keys stay in the browser"): made here, their seeds
 * sealed under the server master key, used only inside `sign`, never logged, returned or stored in the clear.
 */
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';
import { UNIQUE_VIOLATION, sqlErrorCode } from '../db/index.js';
import { type SealedSeed, openSeed, sealSeed } from './sealed-seed.js';
import { Wallet } from 'xrpl';

export type HotWalletPurpose = 'pre_snipe' | 'payout';

/** The owner of the operator's own wallets (payouts, burns, escrow finishing). */
export const OPERATOR = 'operator';

export interface HotWallet {
  readonly address: string;
  readonly purpose: HotWalletPurpose;
  readonly owner: string;
  readonly createdAt: Date;
}

type Row = {
  address: string;
  purpose: HotWalletPurpose;
  owner: string;
  sealed_seed: string;
  iv: string;
  auth_tag: string;
  created_at: Date;
};

const toWallet = (row: Row): HotWallet => ({
  address: row.address,
  purpose: row.purpose,
  owner: row.owner,
  createdAt: row.created_at,
});

export class HotWallets {
  constructor(
    private readonly db: Database,
    private readonly masterKey: Buffer,
    private readonly clock: Clock,
  ) {}

  /** The wallet of this purpose and owner, made (ed25519) on first ask; two racing callers get the same one. */
  async obtain(purpose: HotWalletPurpose, owner: string): Promise<HotWallet> {
    const existing = await this.find(purpose, owner);
    if (existing) return existing;
    const wallet = Wallet.generate();
    const sealed: SealedSeed = sealSeed(wallet.seed as string, wallet.classicAddress, this.masterKey);
    try {
      await this.db.query(
        `INSERT INTO hot_wallets (address, purpose, owner, sealed_seed, iv, auth_tag, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          wallet.classicAddress,
          purpose,
          owner,
          sealed.sealedSeed,
          sealed.iv,
          sealed.authTag,
          new Date(this.clock.now()),
        ],
      );
    } catch (error) {
      if (sqlErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    }
    const stored = await this.find(purpose, owner);
    if (!stored) throw new Error(`hot wallet ${purpose}/${owner} was not stored`);
    return stored;
  }

  async find(purpose: HotWalletPurpose, owner: string): Promise<HotWallet | undefined> {
    const [row] = await this.db.query<Row>('SELECT * FROM hot_wallets WHERE purpose = $1 AND owner = $2', [
      purpose,
      owner,
    ]);
    return row ? toWallet(row) : undefined;
  }

  async byAddress(address: string): Promise<HotWallet | undefined> {
    const [row] = await this.db.query<Row>('SELECT * FROM hot_wallets WHERE address = $1', [address]);
    return row ? toWallet(row) : undefined;
  }

  async list(purpose?: HotWalletPurpose): Promise<HotWallet[]> {
    const rows = purpose
      ? await this.db.query<Row>(
          'SELECT * FROM hot_wallets WHERE purpose = $1 ORDER BY created_at, address',
          [purpose],
        )
      : await this.db.query<Row>('SELECT * FROM hot_wallets ORDER BY created_at, address');
    return rows.map(toWallet);
  }

  /** Seals another server secret (an escrow pool's fulfillment) under the master key, bound to `label`. */
  seal(secret: string, label: string): SealedSeed {
    return sealSeed(secret, label, this.masterKey);
  }

  /** Opens what `seal` sealed with the same label; throws SealError otherwise. */
  open(sealed: SealedSeed, label: string): string {
    return openSeed(sealed, label, this.masterKey);
  }

  /** Signs a ledger-named transaction with the wallet's key; the key exists only inside this call. */
  async sign(address: string, tx: Record<string, unknown>): Promise<{ blob: string; hash: string }> {
    const [row] = await this.db.query<Row>('SELECT * FROM hot_wallets WHERE address = $1', [address]);
    if (!row) throw new Error(`No hot wallet ${address}`);
    const seed = openSeed(
      { sealedSeed: row.sealed_seed, iv: row.iv, authTag: row.auth_tag },
      address,
      this.masterKey,
    );
    const signed = Wallet.fromSeed(seed).sign(tx as never);
    return { blob: signed.tx_blob, hash: signed.hash };
  }
}
