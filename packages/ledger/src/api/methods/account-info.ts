import type { RpcContext } from '../context.js';
import { rpcError } from '../errors.js';
import { keylets } from '../keylets.js';
import { lookupLedger } from '../ledger-lookup.js';
import { accountParam, optionalBool } from '../params.js';

// account_info, as AccountInfo.cpp: the AccountRoot, its flags spelled out, signer lists and queue data on request.

const FLAGS: [string, number, string?][] = [
  ['defaultRipple', 0x00800000],
  ['depositAuth', 0x01000000],
  ['disableMasterKey', 0x00100000],
  ['disallowIncomingXRP', 0x00080000],
  ['globalFreeze', 0x00400000],
  ['noFreeze', 0x00200000],
  ['passwordSpent', 0x00010000],
  ['requireAuthorization', 0x00040000],
  ['requireDestinationTag', 0x00020000],
  ['disallowIncomingNFTokenOffer', 0x04000000, 'DisallowIncoming'],
  ['disallowIncomingCheck', 0x08000000, 'DisallowIncoming'],
  ['disallowIncomingPayChan', 0x10000000, 'DisallowIncoming'],
  ['disallowIncomingTrustline', 0x20000000, 'DisallowIncoming'],
  ['allowTrustLineClawback', 0x80000000, 'Clawback'],
  ['allowTrustLineLocking', 0x40000000, 'TokenEscrow'],
];

export function accountFlags(ctx: RpcContext, flags: number): Record<string, boolean> {
  const enabled = new Set(
    ctx.node
      .amendments()
      .filter((a) => a.enabled)
      .map((a) => a.name),
  );
  const out: Record<string, boolean> = {};
  for (const [name, bit, amendment] of FLAGS) {
    if (amendment && !enabled.has(amendment)) continue;
    out[name] = ((flags >>> 0) & bit) !== 0;
  }
  return out;
}

export function accountInfo(ctx: RpcContext): Record<string, unknown> {
  const account = accountParam(ctx);
  const { reader, fields } = lookupLedger(ctx.node, ctx.params);
  const root = reader.accountRoot(account);
  if (!root) throw rpcError('actNotFound', undefined, { account, ...fields });
  const out: Record<string, unknown> = {
    account_data: { ...root },
    account_flags: accountFlags(ctx, Number(root.Flags ?? 0)),
    ...fields,
  };
  if (optionalBool(ctx.params, 'signer_lists')) {
    // An account has at most one list today (SignerListID 0); rippled answers an array for future ones.
    const list = reader.readEntry(keylets.signerList(account));
    const lists = list ? [list] : [];
    if (ctx.apiVersion > 1) out.signer_lists = lists;
    else (out.account_data as Record<string, unknown>).signer_lists = lists;
  }
  if (optionalBool(ctx.params, 'queue')) {
    if (reader.header.closed) throw rpcError('invalidParams');
    out.queue_data = { txn_count: 0 };
  }
  return out;
}
