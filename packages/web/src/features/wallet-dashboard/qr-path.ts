/**
 * A QR code's dark modules as one SVG path: each horizontal run of dark modules is one rectangle, so the
 * drawing stays a single element (no markup strings, nothing for the CSP's trusted types to refuse).
 */
export function qrPathOf(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}
