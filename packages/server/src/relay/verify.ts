/**
 * Before anything is submitted: each blob decodes, its signature verifies, its key controls the signing
 * account, and its signing fields equal byte for byte a transaction this server issued for that wallet, in
 * one request of the expected kind, in the expected role, with every transaction of that request present.
 */
import { LSF_DISABLE_MASTER } from '@horizon/protocol';
import type { Clock } from '../clock.js';
import { BlobError, type DecodedBlob, decodeSignedBlob } from './codec.js';
import type { IssuedRequest, IssuedStore, RequestKind } from './issued-store.js';
import { RELAY_MESSAGES, refused } from './messages.js';
import type { RelayStore } from './relay-store.js';
import type { TradeLedger } from './trade-ledger.js';

/** A posted blob and, for multi-blob calls, the role it was posted as (tx_blob_fee → 'fee'). */
export interface PostedBlob {
  readonly role?: string;
  readonly blob: string;
}

/** A request whose every transaction has a verified blob, by position. */
export interface VerifiedSet {
  readonly request: IssuedRequest;
  readonly blobs: readonly DecodedBlob[];
}

export interface VerifyDeps {
  readonly issued: IssuedStore;
  readonly relays: RelayStore;
  readonly ledger: TradeLedger;
  readonly clock: Clock;
}

function decodeAll(posted: readonly PostedBlob[]): DecodedBlob[] {
  return posted.map(({ blob, role }) => {
    try {
      return decodeSignedBlob(blob);
    } catch (error) {
      if (error instanceof BlobError) throw refused(role ? `${role}: ${error.message}` : error.message);
      throw error;
    }
  });
}

/** The blobs in the request's order when they are exactly its transactions (and roles); else undefined. */
function matchRequest(
  request: IssuedRequest,
  posted: readonly PostedBlob[],
  decoded: readonly DecodedBlob[],
): DecodedBlob[] | undefined {
  if (request.txs.length !== decoded.length) return undefined;
  const byPosition: DecodedBlob[] = [];
  for (const [i, blob] of decoded.entries()) {
    const tx = request.txs.find(
      (t) =>
        t.fields.hex === blob.fields.hex &&
        t.account === blob.account &&
        byPosition[t.position] === undefined,
    );
    const role = posted[i]?.role;
    if (!tx || (role !== undefined && role !== tx.role)) return undefined;
    byPosition[tx.position] = blob;
  }
  return byPosition;
}

async function candidates(deps: VerifyDeps, first: DecodedBlob): Promise<string[]> {
  const relayed = await deps.relays.requestOfHash(first.hash);
  if (relayed) return [relayed];
  return deps.issued.requestsWith(first.account, first.fields.digest);
}

async function checkKeys(ledger: TradeLedger, blobs: readonly DecodedBlob[]): Promise<void> {
  const accounts = new Map<string, Awaited<ReturnType<TradeLedger['accountInfo']>>>();
  for (const blob of blobs) {
    if (!accounts.has(blob.account)) accounts.set(blob.account, await ledger.accountInfo(blob.account));
    const account = accounts.get(blob.account);
    if (!account) throw refused(RELAY_MESSAGES.accountMissing);
    const master = blob.keyAddress === blob.account && (account.flags & LSF_DISABLE_MASTER) === 0;
    if (!master && blob.keyAddress !== account.regularKey) throw refused(RELAY_MESSAGES.wrongKey);
  }
}

/**
 * Finds and checks the request the posted blobs belong to. Throws HttpError 400 with a clear detail for
 * anything this server did not issue for `classicAddress` as a request of one of `kinds`.
 */
export async function verifySignedSet(
  deps: VerifyDeps,
  classicAddress: string,
  kinds: readonly RequestKind[],
  posted: readonly PostedBlob[],
): Promise<VerifiedSet> {
  const decoded = decodeAll(posted);
  const [first] = decoded;
  if (!first) throw refused(RELAY_MESSAGES.noBlobs);
  for (const id of await candidates(deps, first)) {
    const request = await deps.issued.load(id);
    if (!request || request.classicAddress !== classicAddress || !kinds.includes(request.kind)) continue;
    const blobs = matchRequest(request, posted, decoded);
    if (!blobs) continue;
    const run = await deps.relays.run(request.id);
    if (run) {
      // Posted again: the very blobs relayed before get the first outcome, never a second submission.
      if (run.txs.some((tx) => tx.hash !== blobs[tx.position]?.hash))
        throw refused(RELAY_MESSAGES.relayedOtherwise);
      return { request, blobs };
    }
    if (request.expiresAt <= deps.clock.now()) throw refused(RELAY_MESSAGES.expired);
    await checkKeys(deps.ledger, blobs);
    return { request, blobs };
  }
  throw refused(RELAY_MESSAGES.notIssued);
}
