/**
 * Searching recorded text for secrets in every form a leak could take: a phrase whole or any 4 consecutive
 * words of it (whatever separates them: spaces, '%20', JSON array punctuation), secret numbers whole or any
 * 4 consecutive blocks, key bytes in hex of either case, and exact strings (seeds, extended keys, base64).
 */
import type { TestKey } from './test-keys.js';

export interface Needle {
  readonly name: string;
  readonly kind: 'words' | 'digits' | 'hex' | 'exact';
  readonly value: string;
}

/** Words (or number blocks) in a run of four: the shortest part of a secret the scan refuses. */
const WINDOW = 4;

/** The whole run of words or blocks, and every 4 consecutive ones. */
function runs(label: string, kind: 'words' | 'digits', parts: readonly string[]): Needle[] {
  const needles: Needle[] = [{ name: `${label}: all ${kind}`, kind, value: parts.join(' ') }];
  for (let i = 0; i + WINDOW <= parts.length; i += 1) {
    const value = parts.slice(i, i + WINDOW).join(' ');
    needles.push({ name: `${label}: ${kind} ${i + 1}-${i + WINDOW}`, kind, value });
  }
  return needles;
}

/** Every form of one key's secrets to look for. */
export function needlesOf(label: string, key: TestKey): Needle[] {
  const needles: Needle[] = [];
  if (key.phrase !== undefined) needles.push(...runs(label, 'words', key.phrase.split(' ')));
  if (key.numbers !== undefined) needles.push(...runs(label, 'digits', key.numbers));
  key.hex.forEach((hex, i) =>
    needles.push({ name: `${label}: hex ${i}`, kind: 'hex', value: hex.toLowerCase() }),
  );
  key.texts.forEach((text, i) => needles.push({ name: `${label}: text ${i}`, kind: 'exact', value: text }));
  return needles;
}

/** The text with its percent-encoding undone, where it decodes ('%20' would glue digits to a block). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The views of a text (and of it URL-decoded) the kinds of needle are matched against. */
function views(raw: string) {
  const text = `${raw}\n${decoded(raw)}`;
  return {
    exact: text,
    hex: text.toLowerCase(),
    // Mnemonic words are a-z only: anything else (digits of '%20' too) separates words.
    words: ` ${text.toLowerCase().replace(/[^a-z]+/g, ' ')} `,
    digits: ` ${text.replace(/\D+/g, ' ')} `,
  };
}

/** The names of the needles found in `text`. */
export function findSecrets(text: string, needles: readonly Needle[]): string[] {
  const seen = views(text);
  return needles
    .filter((n) =>
      seen[n.kind].includes(n.kind === 'words' || n.kind === 'digits' ? ` ${n.value} ` : n.value),
    )
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

/**
 * The carriers of each key's secrets the search fails to find (a scan that cannot fail proves nothing): the
 * typed secret in JSON and URL-encoded, its key in upper-case hex, 4 of its words or blocks as a JSON array.
 */
export function missedCarriers(keys: readonly TestKey[], needles: readonly Needle[]): string[] {
  return keys.flatMap((key) => {
    const parts = key.phrase?.split(' ') ?? key.numbers ?? [];
    const carriers = [
      JSON.stringify({ secret: key.typed }),
      `/api/x?q=${encodeURIComponent(key.typed)}`,
      `{"k":"${key.hex[0]?.toUpperCase() ?? ''}"}`,
      ...(parts.length ? [JSON.stringify(parts.slice(3, 7))] : []),
    ];
    return carriers.filter((carrier) => findSecrets(carrier, needles).length === 0);
  });
}
