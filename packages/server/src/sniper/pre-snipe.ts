/**
 * The pre-snipe calls of spec §7 for one user wallet (already proved in the session by the route's access):
 * its pre-snipe wallet, settings with the one-time 1 XRP activation, sniped tokens, claims and withdrawals.
 */
import { SEND_ERRORS, SNIPER_FEE_DROPS, SNIPER_MESSAGES, parseTokenId } from '@horizon/core';
import { IssuedValue, dropsToXrp, xrpToDrops } from '@horizon/protocol';
import { relayAsHotWallet } from '../custody/index.js';
import { HttpError } from '../http/http-error.js';
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

export class PreSnipe {
  constructor(
    private readonly deps: ProgramDeps,
    private readonly store: SniperStore,
  ) {}

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
      if (!stored?.activationTxHash) activation = await this.activate(hot.address, drops);
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
    const result = await this.sendTokens(
      owner,
      snipe.preSnipeAddress,
      tokenId,
      IssuedValue.fromString(snipe.tokenAmount),
    );
    await this.store.markClaimed(tokenId, owner, result.tx_hash);
    return result;
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
