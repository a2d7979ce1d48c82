/** rippled's text for a range of complete ledgers: "2-9", "5", or "empty". */
export function completeRange(r: { min: number; max: number }): string {
  if (r.max === 0) return 'empty';
  return r.min === r.max ? String(r.min) : `${r.min}-${r.max}`;
}
