/** Wallet calls: proof of control, registration and referrals, premium. */
import { unixSeconds, type Clock } from '../clock.js';
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import { HttpError } from '../http/http-error.js';
import { referralEarnings } from './referral-earnings.js';
import { SERVER_MESSAGES } from '../http/messages.js';
import type { Gate } from '../verification/gate.js';
import type { Session } from '../verification/sessions.js';
import type { Database } from '../db/index.js';
import type { LedgerGateway } from '../xrpl/index.js';
import type { WalletChallenges } from './challenges.js';
import { type PremiumRule, isPremiumWallet } from './premium.js';
import { type ProvingKey, authorizedKey, isValidChallengeSignature } from './proof.js';
import type { WalletRegistry } from './registry.js';

export interface WalletRouteDeps {
  readonly db: Database;
  readonly gate: Gate;
  readonly challenges: WalletChallenges;
  readonly registry: WalletRegistry;
  readonly ledger: LedgerGateway;
  readonly premium: PremiumRule;
  readonly clock: Clock;
}

/** Gated routes always run with a session; this states it for the type checker. */
function live(session: Session | null): Session {
  if (session === null) throw new Error('gated route ran without a session');
  return session;
}

/** Binds the wallet to the session with the key that proved it (the binding holds while that key controls it). */
async function bindWallet(db: Database, sessionId: string, address: string, key: ProvingKey, now: number) {
  await db.query(
    `INSERT INTO session_wallets (session_id, classic_address, key_kind, key_address, bound_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (session_id, classic_address) DO UPDATE SET key_kind = EXCLUDED.key_kind,
       key_address = EXCLUDED.key_address, bound_at = EXCLUDED.bound_at`,
    [sessionId, address, key.kind, key.keyAddress, new Date(now)],
  );
}

export function walletRoutes(deps: WalletRouteDeps): RouteBinding[] {
  return [
    bind(
      'GET /api/wallet_challenge',
      async ({ query, session }) => {
        const issued = await deps.challenges.issue(live(session).id, query.classic_address);
        return {
          classic_address: query.classic_address,
          challenge: issued.challenge,
          expires_at: unixSeconds(issued.expiresAt),
        };
      },
      { limit: 'verify' },
    ),
    bind(
      'POST /api/wallet_proof',
      async ({ body, session }) => {
        const { id } = live(session);
        const challenge = await deps.challenges.consume(id, body.classic_address);
        if (challenge === undefined) throw new HttpError(400, SERVER_MESSAGES.noOpenChallenge);
        if (!isValidChallengeSignature(challenge, body.signature, body.public_key)) {
          throw new HttpError(400, SERVER_MESSAGES.badSignature);
        }
        const key = await authorizedKey(body.classic_address, body.public_key, deps.ledger);
        await bindWallet(deps.db, id, body.classic_address, key, deps.clock.now());
        return { verified: true as const, classic_address: body.classic_address };
      },
      { limit: 'verify' },
    ),
    bind('POST /api/trustless/register_wallet_frontend', async ({ body, session }) => {
      const address = body.classic_address;
      const bound = await deps.gate.isWalletBound(live(session), address);
      const result = await deps.registry.register(address, body.referral_code ?? undefined, bound);
      return {
        classic_address: address,
        registered: true as const,
        has_referrer: result.wallet.referredBy !== null,
        referral_status: result.referral,
      };
    }),
    bind('POST /api/trustless/get_referral_code', async ({ body }) => {
      const wallet = await deps.registry.ensure(body.classic_address);
      const referred = await deps.registry.referredCount(body.classic_address);
      // Earnings: the validated tx_referral_fee payments to this wallet, as the payouts program accounts them.
      const earned = await referralEarnings(deps.db, body.classic_address, deps.clock.now());
      return { referral_code: wallet.referralCode, referred_wallets: referred, earned_xrp: earned.total_xrp };
    }),
    bind('POST /api/trustless/check_if_premium_wallet', async ({ body }) =>
      isPremiumWallet(body.classic_address, deps.premium, deps.ledger, deps.clock.now()),
    ),
    bind('POST /api/check_if_premium_wallet', async () => {
      throw new HttpError(501, SERVER_MESSAGES.legacyNotImplemented);
    }),
  ];
}
