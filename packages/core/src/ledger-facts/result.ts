/** The engine result a validated transaction's metadata records ('tesSUCCESS', 'tecPATH_DRY', …). */
export function transactionResult(meta: unknown): string | undefined {
  if (typeof meta !== 'object' || meta === null) return undefined;
  const result = (meta as Readonly<Record<string, unknown>>)['TransactionResult'];
  return typeof result === 'string' ? result : undefined;
}

/** The transaction's position in its ledger; undefined when the metadata does not say. */
export function transactionIndex(meta: unknown): number | undefined {
  if (typeof meta !== 'object' || meta === null) return undefined;
  const index = (meta as Readonly<Record<string, unknown>>)['TransactionIndex'];
  return index === undefined || index === null ? undefined : Number(index);
}
