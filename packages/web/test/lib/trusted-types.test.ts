import { describe, expect, it } from 'vitest';
import { TURNSTILE_SCRIPT_URL, isAllowedScriptUrl } from '../../src/lib/trusted-types.js';

const ORIGIN = 'https://horizon.example';

describe('Trusted Types script-URL rule (strict CSP, issue 7 item 9)', () => {
  it('accepts our own files and the Turnstile loader', () => {
    expect(isAllowedScriptUrl('/assets/sha-KKRUS7U1.js', ORIGIN)).toBe(true);
    expect(isAllowedScriptUrl('https://horizon.example/assets/a.js', ORIGIN)).toBe(true);
    expect(isAllowedScriptUrl(TURNSTILE_SCRIPT_URL, ORIGIN)).toBe(true);
  });

  it('refuses any other origin, including other Cloudflare scripts and data/blob URLs', () => {
    for (const url of [
      'https://evil.example/x.js',
      'https://challenges.cloudflare.com/other.js',
      'data:text/javascript,alert(1)',
      'blob:https://evil.example/1',
      '//evil.example/x.js',
    ]) {
      expect(isAllowedScriptUrl(url, ORIGIN)).toBe(false);
    }
  });
});
