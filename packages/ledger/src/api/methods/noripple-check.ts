import {
  ASF_DEFAULT_RIPPLE,
  LSF_DEFAULT_RIPPLE,
  TF_CLEAR_NO_RIPPLE,
  TF_SET_NO_RIPPLE,
} from '@horizon/protocol';
import type { RpcContext } from '../context.js';
import { invalidField, missingField, rpcError } from '../errors.js';
import { lookupLedger } from '../ledger-lookup.js';
import { LIMITS, optionalBool, readLimit, requireAccount } from '../params.js';
import { lineView } from '../trust-line.js';

// noripple_check, as NoRippleCheck.cpp: compares the DefaultRipple and per-line NoRipple flags with the role
// (gateway or user) and proposes the fixing transactions.

export function noRippleCheck(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  if (!('account' in p)) throw missingField('account');
  if (!('role' in p)) throw missingField('role');
  if (p.role !== 'gateway' && p.role !== 'user') throw invalidField('role');
  const gateway = p.role === 'gateway';
  const limit = readLimit(ctx, LIMITS.noRippleCheck);
  const withTxs = optionalBool(p, 'transactions');
  const { reader, fields } = lookupLedger(ctx.node, p);
  const account = requireAccount(p);
  const root = reader.accountRoot(account);
  if (!root) throw rpcError('actNotFound');

  let seq = Number(root.Sequence);
  const fee = Number(ctx.node.fees().baseFee);
  const problems: string[] = [];
  const txs: Record<string, unknown>[] = [];
  const fill = (tx: Record<string, unknown>) =>
    txs.push({ ...tx, Sequence: seq++, Account: account, Fee: fee });

  const defaultRipple = ((Number(root.Flags ?? 0) >>> 0) & LSF_DEFAULT_RIPPLE) !== 0;
  if (defaultRipple && !gateway) {
    problems.push(
      'You appear to have set your default ripple flag even though you are not a gateway. This is not recommended unless you are experimenting',
    );
  } else if (gateway && !defaultRipple) {
    problems.push('You should immediately set your default ripple flag');
    fill({ TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE });
  }
  let found = 0;
  for (const { entry } of reader.ownerDirectory(account)) {
    if (found === limit) break;
    const line = lineView(entry, account);
    if (!line || line.noRipple !== gateway) continue;
    found++;
    const verb = gateway
      ? 'You should clear the no ripple flag on your '
      : 'You should probably set the no ripple flag on your ';
    problems.push(`${verb}${line.currency} line to ${line.peer}`);
    fill({
      TransactionType: 'TrustSet',
      LimitAmount: { currency: line.currency, issuer: line.peer, value: line.limit },
      Flags: line.noRipple ? TF_CLEAR_NO_RIPPLE : TF_SET_NO_RIPPLE,
    });
  }
  return { ...fields, problems, ...(withTxs ? { transactions: txs } : {}) };
}
