/**
 * The pre-snipe calls of spec §7 for one user wallet (already proved in the session by the route's access):
 * its pre-snipe wallet, settings with the one-time 1 XRP activation, sniped tokens, claims and withdrawals.
 */
import { SEND_ERRORS, SNIPER_FEE_DROPS, SNIPER_MESSAGES, parseTokenId } from '@horizon/core';
import { IssuedValue, dropsToXrp, xrpToDrops } from '@horizon/protocol';
import { relayAsHotWallet } from '../custody/index.js';
import { ActionClaims, type Recovered } from '../db/action-claims.js';
import { HttpError, isHttpError } from '../http/http-error.js';
import type { ProgramDeps } from '../programs/program.js';
import { plainValue } from '../trade/amounts.js';
import { cushionedFee } from '../trade/autofill.js';
import { succeeded } from '../trade/submit.js';
import { treasuryOf } from '../trade/tokens.js';
import { findLine, holding, spendable } from '../trade/wallet-state.js';
import { isPremiumWallet } from '../wallets/premium.js';
import type { SniperStore } from './store.js';

const payXrp = (destination: string, drops: bigint) =>
  ({ transaction_type: 'Payment', destination, amount: drops.toString() }) as const;

/** The key of a user wallet's one activation: claimed in the database before the 1 XRP is paid. */
const activationKey = (owner: string) => `pre_snipe_activation:${owner}`;

export class PreSnipe {
  private readonly claims: ActionClaims;

  constructor(
    private readonly deps: ProgramDeps,
    private readonly store: SniperStore,
  ) {
    this.claims = new ActionClaims(deps.db, deps.clock);
  }

  private get ctx() {
    return this.deps.trade;
  }

  /** The user's pre-snipe wallet, made on first ask, and the XRP it holds. */
  async wallet(owner: string): Promise<{ classic_address: string; xrp_balance: string }> {
    const hot = await this.deps.hotWallets.obtain('pre_snipe', owner);
    const account = await this.ctx.ledger.accountInfo(hot.address);
    return { classic_address: hot.address, xrp_balance: dropsToXrp(account?.balanceDrops ?? 0n) };
  }

  async settings(owner: string) {
    const [stored, hot] = await Promise.all([
      this.store.settings(owner),
      this.deps.hotWallets.find('pre_snipe', owner),
    ]);
    const account = hot ? await this.ctx.ledger.accountInfo(hot.address) : null;
    return {
      enabled: stored?.enabled ?? false,
      xrp_amount: dropsToXrp(stored?.xrpDrops ?? 0n),
      pre_snipe_classic_address: hot?.address ?? null,
      xrp_balance: dropsToXrp(account?.balanceDrops ?? 0n),
    };
  }

  async update(owner: string, xrp: string, enabled: boolean) {
    const drops = xrpToDrops(xrp);
    const hot = await this.deps.hotWallets.obtain('pre_snipe', owner);
    const stored = await this.store.settings(owner);
    let activation: string | undefined;
    if (enabled) {
      const rule = {
        platformToken: this.deps.config.platformToken,
        treasuryAddress: this.deps.config.treasuryAddress,
      };
      if (!(await isPremiumWallet(owner, rule, this.deps.ledger, this.deps.clock.now())))
        throw new HttpError(403, SNIPER_MESSAGES.premiumRequired);
      if (!stored?.activationTxHash) {
        // However many calls race here (a double click), one pays; the others answer with its outcome.
        const paid = await this.claims.once(activationKey(owner), () => this.activate(hot.address, drops), {
          nothingPaid: isHttpError,
          busy: () => new HttpError(409, SNIPER_MESSAGES.activationInProgress),
          recover: () => this.relayedActivation(hot.address),
        });
        activation = paid.outcome;
      }
    }
    await this.store.saveSettings(
      { owner, preSnipeAddress: hot.address, enabled, xrpDrops: drops },
      activation,
    );
    return this.settings(owner);
  }

  /** Pays the 1 XRP activation once; the wallet must also hold the snipe amount, its reserve and fees. */
  private async activate(address: string, snipeDrops: bigint): Promise<string> {
    const fee = cushionedFee(await this.ctx.ledger.fees());
    const reserves = await this.ctx.ledger.reserves();
    const need = SNIPER_FEE_DROPS + snipeDrops + reserves.baseDrops + reserves.incrementDrops + fee * 5n;
    const account = await this.ctx.ledger.accountInfo(address);
    if (!account || account.balanceDrops < need)
      throw new HttpError(400, SNIPER_MESSAGES.activationUnfunded(dropsToXrp(need)));
    const plan = [{ role: 'activation', stage: 0, draft: payXrp(treasuryOf(this.ctx), SNIPER_FEE_DROPS) }];
    const outcome = await relayAsHotWallet(this.ctx, this.deps.hotWallets, address, plan, {
      sniper: 'activation',
    });
    const tx = outcome.txs[0];
    if (!tx || tx.state !== 'validated' || tx.engineResult !== 'tesSUCCESS')
      throw new HttpError(400, SNIPER_MESSAGES.activationFailed);
    return tx.hash;
  }

  /** What the relay recorded of this pre-snipe wallet's activation payments (a server stopped mid-way). */
  private async relayedActivation(address: string): Promise<Recovered> {
    const rows = await this.ctx.db.query<{
      tx_hash: string;
      state: string;
      engine_result: string | null;
      run: string;
    }>(
      `SELECT x.tx_hash, x.state, x.engine_result, run.state AS run
       FROM issued_requests r JOIN relay_runs run ON run.request_id = r.id
       JOIN relayed_transactions x ON x.request_id = r.id
       WHERE r.kind = 'custody' AND r.classic_address = $1 AND r.context->>'sniper' = 'activation'`,
      [address],
    );
    const paid = rows.find((row) => row.state === 'validated' && row.engine_result === 'tesSUCCESS');
    if (paid) return { paid: paid.tx_hash };
    return rows.some((row) => row.run === 'running') ? 'unknown' : 'unpaid';
  }

  async tokens(owner: string) {
    const snipes = await this.store.snipesOf(owner);
    return {
      pre_sniped_tokens: snipes.map((s) => ({
        token_id: s.tokenId,
        token_amount: s.tokenAmount ?? '0',
        xrp_spent: dropsToXrp(s.xrpSpentDrops ?? 0n),
        sniped_at: (s.snipedAt ?? new Date(0)).toISOString(),
        claimed: s.claimed,
      })),
    };
  }

  private async preSnipeAddress(owner: string): Promise<string> {
    const hot = await this.deps.hotWallets.find('pre_snipe', owner);
    if (!hot) throw new HttpError(404, SNIPER_MESSAGES.noPreSnipeWallet);
    return hot.address;
  }

  /** Sends `value` of the token from the pre-snipe wallet to the user, who must trust the token. */
  private async sendTokens(owner: string, from: string, tokenId: string, value: IssuedValue) {
    const token = parseTokenId(tokenId);
    const line = findLine(await this.ctx.ledger.trustLines(owner), token);
    if (!line || line.limit.signum() <= 0) throw new HttpError(400, SEND_ERRORS.destinationNeedsTrustline);
    const amount = { currency: token.currency, issuer: token.issuer, value: plainValue(value) };
    const draft = { transaction_type: 'Payment', destination: owner, amount } as const;
    const outcome = await relayAsHotWallet(
      this.ctx,
      this.deps.hotWallets,
      from,
      [{ role: 'send', stage: 0, draft }],
      {
        sniper: 'tokens',
        token_id: tokenId,
      },
    );
    const tx = succeeded(outcome, 'send', 'sendToken');
    return {
      tx_hash: tx.hash,
      engine_result: tx.engineResult ?? 'tesSUCCESS',
      token_amount: plainValue(value),
    };
  }

  /** The snipe's tokens (what the round recorded as held) to the user's own wallet. */
  async claim(owner: string, tokenId: string) {
    const snipe = await this.store.snipe(tokenId, owner);
    if (!snipe || snipe.status !== 'bought' || snipe.claimed || !snipe.tokenAmount)
      throw new HttpError(400, SNIPER_MESSAGES.nothingToClaim);
    const value = IssuedValue.fromString(snipe.tokenAmount);
    // Claims sent at once (a double click) transfer the tokens once, and each answers that one transfer.
    const sent = await this.claims.once(
      `pre_snipe_claim:${owner}:${tokenId}`,
      async () => {
        const result = await this.sendTokens(owner, snipe.preSnipeAddress, tokenId, value);
        await this.store.markClaimed(tokenId, owner, result.tx_hash);
        return result.tx_hash;
      },
      { nothingPaid: isHttpError, busy: () => new HttpError(409, SNIPER_MESSAGES.claimInProgress) },
    );
    return { tx_hash: sent.outcome, engine_result: 'tesSUCCESS', token_amount: plainValue(value) };
  }

  /** The whole balance of the token in the pre-snipe wallet to the user. */
  async withdrawTokens(owner: string, tokenId: string) {
    const preSnipeAddress = await this.preSnipeAddress(owner);
    const held = holding(await this.ctx.ledger.trustLines(preSnipeAddress), parseTokenId(tokenId));
    if (held.signum() <= 0) throw new HttpError(400, SNIPER_MESSAGES.nothingToWithdraw);
    const result = await this.sendTokens(owner, preSnipeAddress, tokenId, held);
    await this.store.markClaimed(tokenId, owner, result.tx_hash);
    return result;
  }

  /** XRP back to the user, never below the pre-snipe wallet's reserve. */
  async withdrawXrp(owner: string, xrp: string) {
    const drops = xrpToDrops(xrp);
    const preSnipeAddress = await this.preSnipeAddress(owner);
    const account = await this.ctx.ledger.accountInfo(preSnipeAddress);
    const fee = cushionedFee(await this.ctx.ledger.fees());
    const max = account ? (await spendable(this.ctx, account)) - fee : 0n;
    if (drops > max) throw new HttpError(400, SNIPER_MESSAGES.aboveReserve(dropsToXrp(max > 0n ? max : 0n)));
    const outcome = await relayAsHotWallet(
      this.ctx,
      this.deps.hotWallets,
      preSnipeAddress,
      [{ role: 'send', stage: 0, draft: payXrp(owner, drops) }],
      { sniper: 'xrp' },
    );
    const tx = succeeded(outcome, 'send', 'sendXrp');
    return {
      tx_hash: tx.hash,
      engine_result: tx.engineResult ?? 'tesSUCCESS',
      xrp_amount: dropsToXrp(drops),
    };
  }

  /** The wallet that sends this token to the user (its pre-snipe wallet) and how many users still wait. */
  async distributor(owner: string, tokenId: string) {
    const preSnipeAddress = await this.preSnipeAddress(owner);
    return { classic_address: preSnipeAddress, remaining_users: await this.store.remainingUsers(tokenId) };
  }
}
