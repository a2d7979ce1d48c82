import { type Asset, type IssuedAmount, LSF_AMM_NODE } from '@horizon/protocol';
import { ZERO_HASH } from '../../crypto/hash.js';
import { lsf } from '../../state/account.js';
import { dirInsert, u64Field } from '../../state/directory.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import type { ApplyView } from '../../state/view.js';
import type { ApplyContext } from '../context.js';
import { assetJson, pseudoAccountAddress, sortAssets } from './amm-keys.js';

// Creating an AMM (AMMCreate's applyCreate, createPseudoAccount, initializeFeeAuctionVote).

const TOTAL_TIME_SLOT_SECS = 86400;

/** The parent ledger's hash; in the open ledger (not told it) the newest hash the skip list holds. */
function parentHashOf(ctx: ApplyContext): string {
  if (ctx.env.parentHash) return ctx.env.parentHash;
  const hashes = ctx.view.read(keylet.skipList())?.Hashes as string[] | undefined;
  return hashes?.[hashes.length - 1] ?? ZERO_HASH;
}

/** Inserts the AMM's pseudo-account; undefined when no address is free (terADDRESS_COLLISION). */
export function createPseudoAccount(ctx: ApplyContext, ammId: string): string | undefined {
  const address = pseudoAccountAddress((k) => ctx.view.read(k), parentHashOf(ctx), ammId);
  if (!address) return undefined;
  ctx.view.insert(keylet.account(address), {
    LedgerEntryType: 'AccountRoot',
    Account: address,
    Balance: '0',
    // Without SingleAssetVault rippled numbers the pseudo-account with the current ledger.
    Sequence: ctx.env.ledgerSeq,
    Flags: (lsf.disableMaster | lsf.defaultRipple | lsf.depositAuth) >>> 0,
    OwnerCount: 0,
    AMMID: ammId,
    PreviousTxnID: ZERO_HASH,
    PreviousTxnLgrSeq: 0,
  });
  return address;
}

/** The creator (or the first depositor into an empty AMM) takes the only vote and the auction slot. */
export function feeAuctionVote(
  amm: EntryFields,
  account: string,
  lpt: { currency: string; issuer: string },
  fee: number,
  parentCloseTime: number,
): void {
  const vote: Record<string, unknown> = { Account: account, VoteWeight: 100000 };
  if (fee !== 0) vote.TradingFee = fee;
  amm.VoteSlots = [{ VoteEntry: vote }];
  const slot: Record<string, unknown> = {
    Account: account,
    Expiration: parentCloseTime + TOTAL_TIME_SLOT_SECS,
    Price: { currency: lpt.currency, issuer: lpt.issuer, value: '0' },
  };
  if (Math.floor(fee / 10) !== 0) slot.DiscountedFee = Math.floor(fee / 10);
  amm.AuctionSlot = slot;
  if (fee !== 0) amm.TradingFee = fee;
  else delete amm.TradingFee;
}

/** Files the AMM entry under its pseudo-account's owner directory. */
export function insertAmm(
  ctx: ApplyContext,
  key: string,
  account: string,
  assets: [Asset, Asset],
  lpTokens: IssuedAmount,
  fee: number,
): string {
  const [a, b] = sortAssets(...assets);
  const page = dirInsert(ctx.view, account, key);
  if (page === undefined) return 'tecDIR_FULL';
  const amm: EntryFields = {
    LedgerEntryType: 'AMM',
    Account: account,
    Asset: assetJson(a),
    Asset2: assetJson(b),
    LPTokenBalance: {
      currency: lpTokens.currency,
      issuer: lpTokens.issuer,
      value: lpTokens.value.toString(),
    },
    OwnerNode: u64Field(page),
    Flags: 0,
    PreviousTxnID: ZERO_HASH,
    PreviousTxnLgrSeq: 0,
  };
  feeAuctionVote(amm, ctx.account, lpTokens, fee, ctx.env.parentCloseTime);
  ctx.view.insert(key, amm);
  return 'tesSUCCESS';
}

/** Marks the AMM's trust line for a token with lsfAMMNode. */
export function markAmmLine(view: ApplyView, lineKeyOf: string): void {
  const line = view.peek(lineKeyOf);
  if (!line) return;
  line.Flags = ((((line.Flags as number | undefined) ?? 0) | LSF_AMM_NODE) >>> 0) as number;
  view.update(lineKeyOf, line);
}
