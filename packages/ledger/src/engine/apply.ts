import { TF_FULLY_CANONICAL_SIG, withAmmRules } from '@horizon/protocol';
import type { TxJson, TxMetaJson } from '../node/node-api.js';
import { addressOfKey } from '../crypto/address.js';
import { balanceOf, hasFlag, lsf } from '../state/account.js';
import type { EntryFields, StateMap } from '../state/entry.js';
import { keylet } from '../state/keys.js';
import { ApplyView } from '../state/view.js';
import { parseDrops, type WireAmount } from './amounts.js';
import type { ApplyContext, LedgerEnv, PreclaimContext, Transactor } from './context.js';
import type { DecodedTx } from './envelope.js';
import { erasedLines, removeDeletedTrustLines } from './amm/provider.js';
import { ammRulesOf } from './amm/rules.js';
import { offersRemovedUntouched, removeUnfundedOffers } from './offers/unfunded-removal.js';
import { buildMetadata } from './metadata.js';
import { checkMultiSignAuth } from './multisign.js';
import { checkSeqProxy, consumeSeqProxy } from './seq-proxy.js';
import { isApplied, isTec, type Ter } from './ter.js';
import { transactors } from './transactors/registry.js';
import { amendmentId, IMPLEMENTED_TX_AMENDMENT, TX_AMENDMENT } from '../chain/amendments.js';

// The transaction pipeline of rippled's Transactor: preflight (static), preclaim (against the ledger),
// then apply (sequence, fee, effects); a tec result keeps only the fee and the sequence.

export interface ApplyOutcome {
  ter: Ter;
  /** True when the transaction went into the ledger (tes/tec). */
  applied: boolean;
  state: StateMap;
  meta?: TxMetaJson;
  /** Drops destroyed (the fee) when applied. */
  feeBurnt: bigint;
}

export interface ApplyOptions {
  txIndex: number;
  /** In early close passes a tec is retried later instead of applied (rippled's tapRETRY). */
  retry?: boolean;
  /** simulate: an unsigned transaction, its signature not checked (rippled's tapDRY_RUN). */
  dryRun?: boolean;
}

/** A transaction type whose amendment the ledger has not enabled (rippled's preflight: temDISABLED). */
function disabled(state: StateMap, type: unknown): boolean {
  const gate = (map: Readonly<Record<string, string>>) =>
    typeof type === 'string' && Object.hasOwn(map, type) ? map[type] : undefined;
  const name = gate(TX_AMENDMENT) ?? gate(IMPLEMENTED_TX_AMENDMENT);
  if (!name) return false;
  const enabled = state.get(keylet.amendments())?.fields.Amendments as string[] | undefined;
  return !(enabled ?? []).includes(amendmentId(name));
}

/** Applies a transaction under the ledger's AMM rules, as rippled's CurrentTransactionRulesGuard. */
export function applyTransaction(
  state: StateMap,
  tx: DecodedTx,
  env: LedgerEnv,
  opts: ApplyOptions,
): ApplyOutcome {
  return withAmmRules(
    ammRulesOf((k) => state.get(k)?.fields),
    () => applyUnderRules(state, tx, env, opts),
  );
}

function applyUnderRules(state: StateMap, tx: DecodedTx, env: LedgerEnv, opts: ApplyOptions): ApplyOutcome {
  const rejected = (ter: Ter): ApplyOutcome => ({ ter, applied: false, state, feeBurnt: 0n });
  const transactor = transactors[tx.json.TransactionType];
  if (!transactor) return rejected(disabled(state, tx.json.TransactionType) ? 'temDISABLED' : 'temUNKNOWN');
  if (disabled(state, tx.json.TransactionType)) return rejected('temDISABLED');
  const pre = preflight(tx.json, transactor, env);
  if (pre !== 'tesSUCCESS') return rejected(pre);

  const view = new ApplyView(state);
  const fee = parseDrops(tx.json.Fee) ?? 0n;
  const claim = preclaim(
    { tx: tx.json, env, read: (k) => view.read(k), fee },
    tx,
    transactor,
    opts.dryRun === true,
  );
  if (claim !== 'tesSUCCESS' && !isTec(claim)) return rejected(claim);

  let delivered: WireAmount | undefined;
  const account = tx.json.Account;
  const accountKey = keylet.account(account);
  const root = view.peek(accountKey);
  if (!root) return rejected('terNO_ACCOUNT');
  const priorBalance = balanceOf(root);
  const ctx: ApplyContext = {
    tx: tx.json,
    env,
    read: (k) => view.read(k),
    fee,
    view,
    account,
    priorBalance,
    deliver: (amount) => {
      delivered = amount;
    },
  };
  chargeFeeAndSequence(view, accountKey, tx, fee);
  let ter: Ter = claim;
  if (claim === 'tesSUCCESS') {
    try {
      ter = transactor.doApply(ctx);
    } catch (e) {
      console.error('transactor threw', e);
      ter = 'tefEXCEPTION';
    }
  }
  if (isTec(ter) && opts.retry) return rejected(ter);
  if (!isApplied(ter)) return rejected(ter);
  let burnt = fee;
  if (isTec(ter)) {
    const deletedLines = ter === 'tecINCOMPLETE' ? erasedLines(view) : [];
    const removedOffers =
      ter === 'tecKILLED' || ter === 'tecOVERSIZE' ? offersRemovedUntouched(view, tx.json) : [];
    view.discard();
    delivered = undefined;
    burnt = chargeFeeAndSequence(view, accountKey, tx, fee);
    removeDeletedTrustLines(view, deletedLines);
    removeUnfundedOffers(view, removedOffers);
  }
  const meta = buildMetadata({
    view,
    txHash: tx.hash,
    ledgerSeq: env.ledgerSeq,
    result: ter,
    txIndex: opts.txIndex,
    delivered,
  });
  return { ter, applied: true, state: view.commit(), meta, feeBurnt: burnt };
}

/** Consumes the sequence or ticket and takes the fee (at most the balance); returns the drops taken. */
function chargeFeeAndSequence(view: ApplyView, accountKey: string, tx: DecodedTx, fee: bigint): bigint {
  const root = view.peek(accountKey);
  if (!root) throw new Error('source account vanished');
  const balance = balanceOf(root);
  const taken = fee > balance ? balance : fee;
  root.Balance = (balance - taken).toString();
  // preclaim saw the ticket in this very state, so spending it cannot fail.
  if (consumeSeqProxy(view, tx.json, root) !== 'tesSUCCESS') throw new Error('ticket vanished');
  if (root.AccountTxnID !== undefined) root.AccountTxnID = tx.hash;
  view.update(accountKey, root);
  return taken;
}

/** rippled's preflight0: networks up to 1024 take no NetworkID; above, each transaction must carry the node's. */
function networkIdCheck(txNetworkId: unknown, nodeNetworkId: number): Ter {
  if (nodeNetworkId <= 1024)
    return txNetworkId === undefined ? 'tesSUCCESS' : 'telNETWORK_ID_MAKES_TX_NON_CANONICAL';
  if (txNetworkId === undefined) return 'telREQUIRES_NETWORK_ID';
  return txNetworkId === nodeNetworkId ? 'tesSUCCESS' : 'telWRONG_NETWORK';
}

function preflight(tx: TxJson, transactor: Transactor, env: LedgerEnv): Ter {
  const network = networkIdCheck(tx.NetworkID, env.networkId ?? 0);
  if (network !== 'tesSUCCESS') return network;
  const fee = parseDrops(tx.Fee);
  if (fee === undefined || fee < 0n) return 'temBAD_FEE';
  const spk = typeof tx.SigningPubKey === 'string' ? tx.SigningPubKey : '';
  if (spk !== '' && !isPublicKey(spk)) return 'temBAD_SIGNATURE';
  if (tx.TicketSequence !== undefined && tx.AccountTxnID !== undefined) return 'temINVALID';
  if (tx.TicketSequence !== undefined && tx.Sequence !== 0) return 'temSEQ_AND_TICKET';
  const flags = ((tx.Flags as number | undefined) ?? 0) >>> 0;
  if ((flags & ~(transactor.allowedFlags | TF_FULLY_CANONICAL_SIG)) !== 0) return 'temINVALID_FLAG';
  return transactor.preflight({ tx, env });
}

function isPublicKey(hex: string): boolean {
  if (hex.length !== 66) return false;
  const lead = hex.slice(0, 2).toUpperCase();
  return lead === 'ED' || lead === '02' || lead === '03';
}

function preclaim(ctx: PreclaimContext, tx: DecodedTx, transactor: Transactor, dryRun: boolean): Ter {
  const { env } = ctx;
  const root = ctx.read(keylet.account(tx.json.Account));
  if (!root) return 'terNO_ACCOUNT';
  const seqTer = checkSeqProxy(ctx.read, tx.json, root);
  if (seqTer !== 'tesSUCCESS') return seqTer;
  if (tx.json.AccountTxnID !== undefined && root.AccountTxnID !== tx.json.AccountTxnID)
    return 'tefWRONG_PRIOR';
  const lls = tx.json.LastLedgerSequence as number | undefined;
  if (lls !== undefined && env.ledgerSeq > lls) return 'tefMAX_LEDGER';
  if (env.txExists(tx.hash)) return 'tefALREADY';
  const feeTer = checkFee(ctx, transactor, balanceOf(root));
  if (feeTer !== 'tesSUCCESS') return feeTer;
  const signTer = dryRun ? 'tesSUCCESS' : checkSign(tx.json, root, ctx.read);
  if (signTer !== 'tesSUCCESS') return signTer;
  return transactor.preclaim?.(ctx) ?? 'tesSUCCESS';
}

function checkFee(ctx: PreclaimContext, transactor: Transactor, balance: bigint): Ter {
  const { env, fee } = ctx;
  const signers = Array.isArray(ctx.tx.Signers) ? ctx.tx.Signers.length : 0;
  const reference = env.fees.baseFee * BigInt(1 + signers);
  const base = transactor.baseFee?.(ctx, reference) ?? reference;
  if (env.open && fee < base) return 'telINSUF_FEE_P';
  if (fee === 0n) return 'tesSUCCESS';
  if (balance < fee) return balance > 0n && !env.open ? 'tecINSUFF_FEE' : 'terINSUF_FEE_B';
  return 'tesSUCCESS';
}

function checkSign(tx: TxJson, root: Readonly<EntryFields>, read: PreclaimContext['read']): Ter {
  const spk = typeof tx.SigningPubKey === 'string' ? tx.SigningPubKey : '';
  if (spk === '') return checkMultiSignAuth(read, tx);
  if (!isPublicKey(spk)) return 'tefBAD_AUTH';
  const signer = addressOfKey(spk);
  const masterDisabled = hasFlag(root as never, lsf.disableMaster);
  if (root.RegularKey === signer) return 'tesSUCCESS';
  if (signer === tx.Account) return masterDisabled ? 'tefMASTER_DISABLED' : 'tesSUCCESS';
  return 'tefBAD_AUTH';
}
