import { isValidClassicAddress } from 'ripple-address-codec';
import { rpcError, type ErrorToken } from './errors.js';

// Order-book subscriptions as rippled's Subscribe.cpp parses them and OrderBookDB::processTxn matches them.
// A subscription is the Book { in: taker_pays, out: taker_gets }; a transaction is published to the Book
// { in: TakerGets, out: TakerPays } of every offer its metadata touches — rippled's own pairing, which its
// Book_test pins down (a subscriber to taker_gets XRP / taker_pays USD hears of offers selling USD for XRP).

const NO_ACCOUNT = 'rrrrrrrrrrrrrrrrrrrrBZbvji';
const ACCOUNT_ZERO = 'rrrrrrrrrrrrrrrrrrrrrhoLvTp';

/** "XRP" or "issuer/currency". */
export type IssueKey = string;

export const bookKey = (inIssue: IssueKey, outIssue: IssueKey): string => `${inIssue}>${outIssue}`;

function validCurrency(c: unknown): c is string {
  return (
    typeof c === 'string' && (/^[A-Za-z0-9?!@#$%^&*<>(){}[\]|]{3}$/.test(c) || /^[0-9A-Fa-f]{40}$/.test(c))
  );
}

const isXrpCurrency = (c: string): boolean => c === 'XRP' || /^0{40}$/.test(c);

function parseIssue(v: Record<string, unknown>, curErr: ErrorToken, isrErr: ErrorToken): IssueKey {
  if (!validCurrency(v.currency)) throw rpcError(curErr);
  const issuer = v.issuer;
  if (issuer !== undefined && (typeof issuer !== 'string' || !isValidClassicAddress(issuer)))
    throw rpcError(isrErr);
  const xrp = isXrpCurrency(v.currency);
  const hasIssuer = issuer !== undefined && issuer !== ACCOUNT_ZERO;
  if (xrp === hasIssuer || issuer === NO_ACCOUNT) throw rpcError(isrErr);
  return xrp ? 'XRP' : `${issuer as string}/${v.currency}`;
}

export interface BookRequest {
  /** The subscription keys (the reversed book too with `both`). */
  keys: string[];
  snapshot: boolean;
  both: boolean;
  taker?: string;
  takerPays: Record<string, unknown>;
  takerGets: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseBooks(v: unknown): BookRequest[] {
  if (!Array.isArray(v)) throw rpcError('invalidParams');
  return v.map((j: unknown) => {
    if (!isObject(j) || !isObject(j.taker_pays) || !isObject(j.taker_gets)) throw rpcError('invalidParams');
    const inIssue = parseIssue(j.taker_pays, 'srcCurMalformed', 'srcIsrMalformed');
    const outIssue = parseIssue(j.taker_gets, 'dstAmtMalformed', 'dstIsrMalformed');
    if (inIssue === outIssue) throw rpcError('badMarket');
    if (j.taker !== undefined && (typeof j.taker !== 'string' || !isValidClassicAddress(j.taker)))
      throw rpcError('badIssuer');
    const both = j.both === true || j.both_sides === true;
    const keys = [bookKey(inIssue, outIssue), ...(both ? [bookKey(outIssue, inIssue)] : [])];
    return {
      keys,
      snapshot: j.snapshot === true || j.state_now === true,
      both,
      ...(typeof j.taker === 'string' ? { taker: j.taker } : {}),
      takerPays: j.taker_pays,
      takerGets: j.taker_gets,
    };
  });
}

const issueOf = (amount: unknown): IssueKey => {
  if (typeof amount === 'string') return 'XRP';
  const { currency, issuer } = amount as { currency: string; issuer: string };
  return `${issuer}/${currency}`;
};

/** The books a transaction's metadata touches (New fields of created offers, Previous of modified, Final of deleted). */
export function booksTouched(meta: unknown): Set<string> {
  const out = new Set<string>();
  const nodes = (meta as { AffectedNodes?: Record<string, Record<string, unknown>>[] }).AffectedNodes ?? [];
  for (const wrapper of nodes) {
    const [kind, node] = Object.entries(wrapper)[0] ?? [];
    if (!node || node.LedgerEntryType !== 'Offer') continue;
    const field =
      kind === 'ModifiedNode' ? 'PreviousFields' : kind === 'CreatedNode' ? 'NewFields' : 'FinalFields';
    const data = node[field] as Record<string, unknown> | undefined;
    if (!data || data.TakerGets === undefined || data.TakerPays === undefined) continue;
    out.add(bookKey(issueOf(data.TakerGets), issueOf(data.TakerPays)));
  }
  return out;
}
