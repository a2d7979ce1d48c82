/** Hand-built validated transactions in rippled's metadata shape, for the indexer's pure tests. */
import { deriveAddress, deriveKeypair, generateSeed } from 'ripple-keypairs';
import type { ValidatedTx } from '../../src/indexer/ledger-json.js';

/** A valid classic address, the same for the same number in every run. */
export function address(n: number): string {
  const seed = generateSeed({ entropy: new Uint8Array(16).fill(n), algorithm: 'ed25519' });
  return deriveAddress(deriveKeypair(seed).publicKey);
}

type Node = Record<string, unknown>;

const index = (() => {
  let n = 0;
  return () => (++n).toString(16).toUpperCase().padStart(64, '0');
})();

/** An account's XRP balance going from `before` to `after` drops (before undefined = created). */
export function accountRoot(
  account: string,
  before: bigint | undefined,
  after: bigint,
  extra: Node = {},
): Node {
  const body = { LedgerEntryType: 'AccountRoot', LedgerIndex: index() };
  if (before === undefined) {
    return {
      CreatedNode: {
        ...body,
        NewFields: { Account: account, Balance: String(after), Sequence: 1, ...extra },
      },
    };
  }
  return {
    ModifiedNode: {
      ...body,
      FinalFields: {
        Account: account,
        Balance: String(after),
        Flags: 0,
        OwnerCount: 1,
        Sequence: 5,
        ...extra,
      },
      PreviousFields: before === after ? {} : { Balance: String(before) },
    },
  };
}

export interface LineSpec {
  readonly low: string;
  readonly high: string;
  readonly currency: string;
  /** Balances from the low account's side ("-25" = high holds 25 of low's token). */
  readonly before?: string;
  readonly after: string;
  readonly lowLimit?: string;
  readonly highLimit?: string;
  readonly kind?: 'created' | 'modified' | 'deleted';
}

export function rippleState(spec: LineSpec): Node {
  const fields = {
    Balance: { currency: spec.currency, issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value: spec.after },
    Flags: 0,
    HighLimit: { currency: spec.currency, issuer: spec.high, value: spec.highLimit ?? '0' },
    LowLimit: { currency: spec.currency, issuer: spec.low, value: spec.lowLimit ?? '0' },
  };
  const body = { LedgerEntryType: 'RippleState', LedgerIndex: index() };
  const kind = spec.kind ?? (spec.before === undefined ? 'created' : 'modified');
  if (kind === 'created') return { CreatedNode: { ...body, NewFields: fields } };
  const previous = { Balance: { ...fields.Balance, value: spec.before ?? '0' } };
  if (kind === 'deleted') return { DeletedNode: { ...body, FinalFields: fields, PreviousFields: previous } };
  return { ModifiedNode: { ...body, FinalFields: fields, PreviousFields: previous } };
}

/** An AMM entry for an XRP/token pool. */
export function ammNode(
  ammAccount: string,
  currency: string,
  issuer: string,
  lpBalance: string,
  fee = 500,
): Node {
  return {
    ModifiedNode: {
      LedgerEntryType: 'AMM',
      LedgerIndex: index(),
      FinalFields: {
        Account: ammAccount,
        Asset: { currency: 'XRP' },
        Asset2: { currency, issuer },
        LPTokenBalance: {
          currency: '03930D02208264E2E40EC1B0C09E4DB96EE197B1',
          issuer: ammAccount,
          value: lpBalance,
        },
        TradingFee: fee,
      },
      PreviousFields: {},
    },
  };
}

export function offerNode(owner: string, kind: 'modified' | 'deleted'): Node {
  const body = {
    LedgerEntryType: 'Offer',
    LedgerIndex: index(),
    FinalFields: { Account: owner, Sequence: 9 },
  };
  return kind === 'deleted' ? { DeletedNode: body } : { ModifiedNode: { ...body, PreviousFields: {} } };
}

let hashes = 0;

export function validatedTx(tx: Node, nodes: Node[], meta: Node = {}): ValidatedTx {
  hashes += 1;
  return {
    hash: hashes.toString(16).toUpperCase().padStart(64, 'A'),
    tx: { Fee: '12', ...tx },
    meta: { TransactionIndex: 0, TransactionResult: 'tesSUCCESS', AffectedNodes: nodes, ...meta },
  };
}
