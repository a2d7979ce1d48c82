/** What a referrer earned: the validated tx_referral_fee payments of the wallets it referred, as accounted. */
import { REFERRAL_RECENT_DAYS, type ReferralEarnings } from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import type { Database } from '../db/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function referralEarnings(
  db: Database,
  referrer: string,
  now: number,
): Promise<ReferralEarnings> {
  const since = new Date(now - REFERRAL_RECENT_DAYS * DAY_MS);
  const [row] = await db.query<{ total: string; payments: string; recent: string }>(
    `SELECT COALESCE(SUM(referral_drops), 0)::text AS total, COUNT(*)::text AS payments,
       COALESCE(SUM(referral_drops) FILTER (WHERE validated_at >= $2), 0)::text AS recent
     FROM fee_accounts WHERE referrer = $1 AND referral_drops > 0`,
    [referrer, since],
  );
  return {
    classic_address: referrer,
    total_xrp: dropsToXrp(BigInt(row?.total ?? '0')),
    payments: Number(row?.payments ?? '0'),
    recent_xrp: dropsToXrp(BigInt(row?.recent ?? '0')),
    recent_days: REFERRAL_RECENT_DAYS,
  };
}
