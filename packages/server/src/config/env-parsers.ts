/** Small parsers for environment variables: each returns the value or records a readable problem. */
import { isValidWalletAddress, normalizeTokenId, parseTokenId, type TokenId } from '@horizon/core';

export type Env = Readonly<Record<string, string | undefined>>;

const MAX_PROXY_HOPS = 10;

/** Collects every bad variable, so one start-up error lists them all. */
export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  /** The trimmed value; empty counts as unset. */
  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  text(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      return this.fail(name, `a whole number from ${min} to ${max}`, value, fallback);
    }
    return Number(value);
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    return this.fail(name, 'true or false', value, fallback);
  }

  /** A number of proxy hops: true-like values are one proxy (as documented before hops), false-like none. */
  proxyHops(name: string): number {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return 0;
    if (['true', 'yes', 'on'].includes(value)) return 1;
    if (['false', 'no', 'off'].includes(value)) return 0;
    if (/^\d+$/.test(value) && Number(value) <= MAX_PROXY_HOPS) return Number(value);
    return this.fail(name, `true, false or a number of proxies up to ${MAX_PROXY_HOPS}`, value, 0);
  }

  oneOf<const T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if ((choices as readonly string[]).includes(value)) return value as T;
    return this.fail(name, `one of ${choices.join(', ')}`, value, fallback);
  }

  /** A URL whose scheme is one of `schemes` (without the colon). */
  url(name: string, schemes: readonly string[]): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    try {
      const scheme = new URL(value).protocol.replace(/:$/, '');
      if (schemes.includes(scheme)) return value;
    } catch {
      // falls through to the problem below
    }
    return this.fail(name, `a ${schemes.join('/')} URL`, redactUrl(value), undefined);
  }

  address(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined || isValidWalletAddress(value)) return value;
    return this.fail(name, 'a classic XRPL address (r…)', value, undefined);
  }

  /** A token id CURRENCY:ISSUER, in its canonical spelling. */
  token(name: string): (TokenId & { readonly id: string }) | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    try {
      return { ...parseTokenId(value), id: normalizeTokenId(value) };
    } catch {
      return this.fail(name, 'a token id CURRENCY:ISSUER', value, undefined);
    }
  }

  /** A secret: never echoed in the problem text. */
  secret(name: string, minLength: number): string | undefined {
    const value = this.raw(name);
    if (value === undefined || value.length >= minLength) return value;
    return this.fail(name, `at least ${minLength} characters`, '(hidden)', undefined);
  }

  /** Comma-separated origins such as https://app.example.com. */
  origins(name: string): string[] {
    const value = this.raw(name);
    if (value === undefined) return [];
    const origins: string[] = [];
    for (const item of value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      try {
        const url = new URL(item);
        if (url.origin === 'null' || url.origin !== item.replace(/\/$/, '')) throw new Error('not an origin');
        origins.push(url.origin);
      } catch {
        this.fail(name, 'comma-separated origins like https://app.example.com', item, undefined);
      }
    }
    return origins;
  }

  require(name: string, why: string): void {
    if (this.raw(name) === undefined) this.problems.push(`${name} is required ${why}`);
  }

  private fail<T>(name: string, expected: string, got: string, fallback: T): T {
    this.problems.push(`${name} must be ${expected} (got "${got}")`);
    return fallback;
  }
}

/** A URL with its password replaced, for logs and error messages. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable URL)';
  }
}
