// Repeated measurements summarised as best and median: the bench machine is shared, so one run says little.

export interface Figure {
  name: string;
  unit: string;
  /** Whether a larger value is better (throughput) or a smaller one (times, memory). */
  higherIsBetter: boolean;
  runs: number[];
}

export function best(f: Figure): number {
  return f.higherIsBetter ? Math.max(...f.runs) : Math.min(...f.runs);
}

export function median(f: Figure): number {
  const sorted = [...f.runs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** One line per figure measured at least once. */
export function printTable(figures: Figure[]): void {
  const rows = figures
    .filter((f) => f.runs.length > 0)
    .map((f) => [
      f.name,
      `${best(f).toFixed(0)} ${f.unit}`,
      `${median(f).toFixed(0)} ${f.unit}`,
      String(f.runs.length),
    ]);
  const head = ['figure', 'best', 'median', 'runs'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}
