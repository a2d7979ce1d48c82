/** Every wallet the operator controls, each balance read from the ledger (null: not activated). */
import type { OperatorWallet } from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import type { HotWallet, HotWallets } from '../custody/index.js';
import type { TradeContext } from '../trade/index.js';

const roleOf = (wallet: HotWallet): OperatorWallet['role'] =>
  wallet.purpose === 'payout' || wallet.purpose === 'pre_snipe' ? wallet.purpose : 'other';

async function balance(ctx: TradeContext, address: string): Promise<string | null> {
  const account = await ctx.ledger.accountInfo(address);
  return account ? dropsToXrp(account.balanceDrops) : null;
}

export async function operatorWallets(ctx: TradeContext, hot: HotWallets): Promise<OperatorWallet[]> {
  const listed: Omit<OperatorWallet, 'balance_xrp'>[] = [];
  const treasury = ctx.config.treasuryAddress;
  if (treasury) listed.push({ role: 'treasury', purpose: 'treasury', address: treasury });
  for (const wallet of await hot.list()) {
    listed.push({ role: roleOf(wallet), purpose: wallet.purpose, address: wallet.address });
  }
  return Promise.all(listed.map(async (w) => ({ ...w, balance_xrp: await balance(ctx, w.address) })));
}
