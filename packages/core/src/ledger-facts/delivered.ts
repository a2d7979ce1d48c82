/** What a payment actually delivered, as the ledger reports it in the metadata (not what it asked for). */

export type DeliveredAmount =
  | { readonly kind: 'xrp'; readonly drops: bigint }
  | { readonly kind: 'issued'; readonly currency: string; readonly issuer: string; readonly value: string };

/** The delivered amount; undefined when the metadata has none or reports it 'unavailable'. */
export function deliveredAmount(meta: unknown): DeliveredAmount | undefined {
  if (typeof meta !== 'object' || meta === null) return undefined;
  const fields = meta as Readonly<Record<string, unknown>>;
  const raw = fields['delivered_amount'] ?? fields['DeliveredAmount'];
  if (typeof raw === 'string') return /^\d+$/.test(raw) ? { kind: 'xrp', drops: BigInt(raw) } : undefined;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const amount = raw as Readonly<Record<string, unknown>>;
  return {
    kind: 'issued',
    currency: String(amount['currency']),
    issuer: String(amount['issuer']),
    value: String(amount['value']),
  };
}

/** Drops delivered by an XRP payment; 0 when it delivered a token or nothing known. */
export function deliveredDrops(meta: unknown): bigint {
  const delivered = deliveredAmount(meta);
  return delivered?.kind === 'xrp' ? delivered.drops : 0n;
}
