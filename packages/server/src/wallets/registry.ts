/** Wallets the server knows: registration, each wallet's own referral code, and its referrer (once, for life). */
import type { Clock } from '../clock.js';
import { type Database, UNIQUE_VIOLATION, sqlErrorCode } from '../db/index.js';
import type { ReferralStatus } from '@horizon/core';
import { newReferralCode, normalizeReferralCode } from './referral-code.js';

/** What became of the referral code given at registration. */
export type ReferralOutcome = ReferralStatus;

export interface WalletRecord {
  readonly classicAddress: string;
  readonly referralCode: string;
  readonly referredBy: string | null;
}

export interface Registration {
  readonly wallet: WalletRecord;
  readonly referral: ReferralOutcome;
}

interface WalletRow extends Record<string, unknown> {
  classic_address: string;
  referral_code: string;
  referred_by: string | null;
}

const toRecord = (row: WalletRow): WalletRecord => ({
  classicAddress: row.classic_address,
  referralCode: row.referral_code,
  referredBy: row.referred_by,
});

const MAX_CODE_ATTEMPTS = 5;

export class WalletRegistry {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async find(classicAddress: string): Promise<WalletRecord | undefined> {
    const [row] = await this.db.query<WalletRow>(
      'SELECT classic_address, referral_code, referred_by FROM wallets WHERE classic_address = $1',
      [classicAddress],
    );
    return row ? toRecord(row) : undefined;
  }

  /** The wallet's record, created with a fresh unique referral code the first time. */
  async ensure(classicAddress: string): Promise<WalletRecord> {
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      const known = await this.find(classicAddress);
      if (known) return known;
      try {
        await this.db.query(
          `INSERT INTO wallets (classic_address, referral_code, registered_at) VALUES ($1, $2, $3)
           ON CONFLICT (classic_address) DO NOTHING`,
          [classicAddress, newReferralCode(), new Date(this.clock.now())],
        );
      } catch (error) {
        // Another wallet drew the same code: draw again.
        if (sqlErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      }
    }
    const created = await this.find(classicAddress);
    if (!created) throw new Error('Could not draw a unique referral code');
    return created;
  }

  /**
   * Registers the wallet and, when `referralCode` names another wallet and this one has no referrer yet,
   * binds that referrer for life — only if the caller proved control of the wallet (`walletBound`).
   */
  async register(
    classicAddress: string,
    referralCode: string | undefined,
    walletBound: boolean,
  ): Promise<Registration> {
    const wallet = await this.ensure(classicAddress);
    const code = referralCode === undefined ? '' : normalizeReferralCode(referralCode);
    if (code === '') return { wallet, referral: 'none' };
    const [referrer] = await this.db.query<{ classic_address: string }>(
      'SELECT classic_address FROM wallets WHERE referral_code = $1',
      [code],
    );
    if (!referrer) return { wallet, referral: 'unknown_code' };
    if (referrer.classic_address === classicAddress) return { wallet, referral: 'self_referral' };
    if (wallet.referredBy !== null) return { wallet, referral: 'already_bound' };
    if (!walletBound) return { wallet, referral: 'wallet_proof_required' };
    const [bound] = await this.db.query<WalletRow>(
      `UPDATE wallets SET referred_by = $2, referred_at = $3
       WHERE classic_address = $1 AND referred_by IS NULL
       RETURNING classic_address, referral_code, referred_by`,
      [classicAddress, referrer.classic_address, new Date(this.clock.now())],
    );
    if (!bound) return { wallet: (await this.find(classicAddress)) ?? wallet, referral: 'already_bound' };
    return { wallet: toRecord(bound), referral: 'bound' };
  }

  /** How many wallets registered with this wallet's code. */
  async referredCount(classicAddress: string): Promise<number> {
    const [row] = await this.db.query<{ count: bigint | number }>(
      'SELECT count(*)::int4 AS count FROM wallets WHERE referred_by = $1',
      [classicAddress],
    );
    return Number(row?.count ?? 0);
  }
}
