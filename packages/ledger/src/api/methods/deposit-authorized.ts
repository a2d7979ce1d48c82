import { LSF_DEPOSIT_AUTH } from '@horizon/protocol';
import { isValidClassicAddress } from 'ripple-address-codec';
import type { RpcContext } from '../context.js';
import { expectedField, missingField, rpcError } from '../errors.js';
import { keylets } from '../keylets.js';
import { lookupLedger } from '../ledger-lookup.js';

// deposit_authorized, as DepositAuthorized.cpp: may the source pay the destination? Yes unless the destination
// requires deposit authorization (lsfDepositAuth) and is someone else, who then must have preauthorized the
// source (a DepositPreauth entry). The localnet has no DepositPreauth or Credential transactions, so such
// entries exist only in a ledger that was given them.

/** rippled allows at most 8 credentials in one request (maxCredentialsArraySize). */
const MAX_CREDENTIALS = 8;

function accountParam(p: Record<string, unknown>, name: string): string {
  if (!(name in p)) throw missingField(name);
  const v = p[name];
  if (typeof v !== 'string') throw expectedField(name, 'a string');
  if (!isValidClassicAddress(v)) throw rpcError('actMalformed');
  return v;
}

function credentialIds(p: Record<string, unknown>): string[] | undefined {
  if (!('credentials' in p)) return undefined;
  const c = p.credentials;
  if (!Array.isArray(c) || c.length === 0)
    throw expectedField('credentials', 'is non-empty array of CredentialID(hash256)');
  if (c.length > MAX_CREDENTIALS) throw expectedField('credentials', 'array too long');
  return c.map((id) => {
    if (typeof id !== 'string' || !/^[0-9a-fA-F]{64}$/.test(id))
      throw expectedField('credentials', 'an array of CredentialID(hash256)');
    return id.toUpperCase();
  });
}

export function depositAuthorized(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  const source = accountParam(p, 'source_account');
  const destination = accountParam(p, 'destination_account');
  const { reader, fields } = lookupLedger(ctx.node, p);
  // rippled injects these errors into the ledger-bound result, so the ledger fields ride along.
  if (!reader.accountRoot(source)) throw rpcError('srcActNotFound', undefined, fields);
  const dest = reader.accountRoot(destination);
  if (!dest) throw rpcError('dstActNotFound', undefined, fields);
  const credentials = credentialIds(p);
  for (const id of credentials ?? []) {
    const entry = reader.readEntry(id);
    if (entry?.LedgerEntryType !== 'Credential')
      throw rpcError('badCredentials', "credentials don't exist", fields);
  }
  const requiresAuth = (Number(dest.Flags ?? 0) & LSF_DEPOSIT_AUTH) !== 0 && source !== destination;
  const authorized =
    !requiresAuth || reader.readEntry(keylets.depositPreauth(destination, source)) !== undefined;
  return {
    ...fields,
    source_account: source,
    destination_account: destination,
    ...(credentials ? { credentials: p.credentials } : {}),
    deposit_authorized: authorized,
  };
}
