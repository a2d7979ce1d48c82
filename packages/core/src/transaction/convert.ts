import { HorizonError } from '../errors/horizon-error.js';
import { SIGNING_ERRORS } from '../errors/catalogue.js';
import {
  AUTH_ACCOUNT_FIELDS,
  AUTH_ACCOUNT_WRAPPER,
  type FieldKind,
  MEMO_FIELDS,
  MEMO_WRAPPER,
  TRANSACTION_FIELDS,
  invertFields,
} from './fields.js';
import type { SnakeTransaction } from './types.js';
import {
  isDrops,
  isHex,
  isIssue,
  isLedgerAmount,
  isPaths,
  isRecord,
  isTypeName,
  isUint32,
} from './values.js';
import { isValidWalletAddress } from '../validation/address.js';

type Table = Readonly<Record<string, { readonly target: string; readonly kind: FieldKind }>>;

interface Direction {
  readonly top: Table;
  readonly memo: Table;
  readonly authAccount: Table;
  readonly memoWrapper: readonly [string, string];
  readonly authWrapper: readonly [string, string];
}

function forward(table: typeof TRANSACTION_FIELDS): Table {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, { target: v.ledger, kind: v.kind }]));
}

function backward(table: typeof TRANSACTION_FIELDS): Table {
  return Object.fromEntries(
    Object.entries(invertFields(table)).map(([k, v]) => [k, { target: v.snake, kind: v.kind }]),
  );
}

const TO_LEDGER: Direction = {
  top: forward(TRANSACTION_FIELDS),
  memo: forward(MEMO_FIELDS),
  authAccount: forward(AUTH_ACCOUNT_FIELDS),
  memoWrapper: [MEMO_WRAPPER.snake, MEMO_WRAPPER.ledger],
  authWrapper: [AUTH_ACCOUNT_WRAPPER.snake, AUTH_ACCOUNT_WRAPPER.ledger],
};

const TO_SNAKE: Direction = {
  top: backward(TRANSACTION_FIELDS),
  memo: backward(MEMO_FIELDS),
  authAccount: backward(AUTH_ACCOUNT_FIELDS),
  memoWrapper: [MEMO_WRAPPER.ledger, MEMO_WRAPPER.snake],
  authWrapper: [AUTH_ACCOUNT_WRAPPER.ledger, AUTH_ACCOUNT_WRAPPER.snake],
};

function unknownField(path: string): HorizonError {
  return new HorizonError('signing.unknownField', { message: `${SIGNING_ERRORS.unknownField}: ${path}` });
}

function invalidField(path: string): HorizonError {
  return new HorizonError('signing.invalidField', { message: `${SIGNING_ERRORS.invalidField}: ${path}` });
}

const SCALAR_CHECKS: Partial<Record<FieldKind, (v: unknown) => boolean>> = {
  typeName: isTypeName,
  address: isValidWalletAddress,
  hex: isHex,
  drops: isDrops,
  uint32: isUint32,
  amount: isLedgerAmount,
  issue: isIssue,
  paths: isPaths,
};

function convertObject(value: unknown, table: Table, dir: Direction, path: string): Record<string, unknown> {
  if (!isRecord(value)) throw invalidField(path || 'transaction');
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    // An absent optional field may arrive as null from the API: it stays absent.
    if (field === null || field === undefined) continue;
    const fieldPath = path === '' ? key : `${path}.${key}`;
    if (!Object.hasOwn(table, key)) throw unknownField(fieldPath);
    const spec = table[key] as Table[string];
    out[spec.target] = convertValue(field, spec.kind, dir, fieldPath);
  }
  return out;
}

function convertWrappedList(
  value: unknown,
  [from, to]: readonly [string, string],
  inner: Table,
  dir: Direction,
  path: string,
): unknown[] {
  if (!Array.isArray(value)) throw invalidField(path);
  return value.map((entry: unknown, i) => {
    const entryPath = `${path}[${i}]`;
    if (!isRecord(entry)) throw invalidField(entryPath);
    const keys = Object.keys(entry);
    if (keys.length !== 1 || keys[0] !== from)
      throw unknownField(`${entryPath}.${keys.find((k) => k !== from) ?? ''}`);
    return { [to]: convertObject(entry[from], inner, dir, `${entryPath}.${from}`) };
  });
}

function convertValue(value: unknown, kind: FieldKind, dir: Direction, path: string): unknown {
  if (kind === 'memos') return convertWrappedList(value, dir.memoWrapper, dir.memo, dir, path);
  if (kind === 'authAccounts') return convertWrappedList(value, dir.authWrapper, dir.authAccount, dir, path);
  const check = SCALAR_CHECKS[kind];
  if (check && !check(value)) throw invalidField(path);
  return value;
}

/**
 * Converts an unsigned transaction from the API's snake_case to ledger field names. Amounts and issues are
 * kept as they are; memos and auth accounts are converted inside. Unknown fields and malformed values throw
 * HorizonError ('Unknown transaction field: …' / 'Invalid transaction field: …').
 */
export function toLedgerFields(tx: SnakeTransaction | unknown): Record<string, unknown> {
  return convertObject(tx, TO_LEDGER.top, TO_LEDGER, '');
}

/** The reverse, for display: ledger field names to the API's snake_case, with the same checks. */
export function toSnakeFields(tx: Record<string, unknown> | unknown): Record<string, unknown> {
  return convertObject(tx, TO_SNAKE.top, TO_SNAKE, '');
}
