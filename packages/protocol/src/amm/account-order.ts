const ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const DIGIT = new Map([...ALPHABET].map((c, i) => [c, BigInt(i)]));

/** A classic address's 25 decoded bytes (version, AccountID, checksum) as one integer. */
function decodedValue(address: string): bigint {
  let v = 0n;
  for (const c of address) {
    const d = DIGIT.get(c);
    if (d === undefined) throw new TypeError(`Not a classic address: ${address}`);
    v = v * 58n + d;
  }
  return v;
}

/**
 * Orders two classic addresses as rippled orders their AccountIDs (byte by byte): every address decodes to the
 * same 25 bytes with a zero version byte, so the decoded integers order like the AccountIDs inside them.
 */
export function compareAccounts(a: string, b: string): -1 | 0 | 1 {
  const x = decodedValue(a);
  const y = decodedValue(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
