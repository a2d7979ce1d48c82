/**
 * Searching recorded text for secrets in every form a leak could take: a phrase whole or any 4 consecutive
 * words of it (whatever separates them: spaces, '%20', JSON array punctuation), key bytes in hex of either
 * case, and exact strings (family seeds, extended keys, base64 keys).
 */
import type { TestKey } from './test-keys.js';

export interface Needle {
  readonly name: string;
  readonly kind: 'words' | 'hex' | 'exact';
  readonly value: string;
}

/** Words in a run of four, the shortest part of a phrase the scan refuses (spec: no part of a mnemonic). */
const WINDOW = 4;

/** Every form of one key's secrets to look for. */
export function needlesOf(label: string, key: TestKey): Needle[] {
  const needles: Needle[] = [];
  if (key.phrase !== undefined) {
    const words = key.phrase.split(' ');
    needles.push({ name: `${label}: the whole phrase`, kind: 'words', value: key.phrase });
    for (let i = 0; i + WINDOW <= words.length; i += 1) {
      const value = words.slice(i, i + WINDOW).join(' ');
      needles.push({ name: `${label}: words ${i + 1}-${i + WINDOW}`, kind: 'words', value });
    }
  }
  key.hex.forEach((hex, i) =>
    needles.push({ name: `${label}: hex ${i}`, kind: 'hex', value: hex.toLowerCase() }),
  );
  key.texts.forEach((text, i) => needles.push({ name: `${label}: text ${i}`, kind: 'exact', value: text }));
  return needles;
}

/** The three views of a text the three kinds of needle are matched against. */
function views(text: string) {
  return {
    exact: text,
    hex: text.toLowerCase(),
    // Mnemonic words are a-z only: anything else (digits of '%20' too) separates words.
    words: ` ${text.toLowerCase().replace(/[^a-z]+/g, ' ')} `,
  };
}

/** The names of the needles found in `text`. */
export function findSecrets(text: string, needles: readonly Needle[]): string[] {
  const seen = views(text);
  return needles
    .filter((n) => seen[n.kind].includes(n.kind === 'words' ? ` ${n.value} ` : n.value))
    .map((n) => n.name);
}

/** Each source that holds a secret, with the secrets it holds ('label: needle, needle'). */
export function leaks(
  sources: readonly { readonly label: string; readonly text: string }[],
  needles: readonly Needle[],
): string[] {
  return sources.flatMap(({ label, text }) => {
    const found = findSecrets(text, needles);
    return found.length ? [`${label}: ${found.join(', ')}`] : [];
  });
}
