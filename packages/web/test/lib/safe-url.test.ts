import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeIconUrl } from '../../src/lib/safe-url.js';

describe('user links are http(s) only (issue 7 item 9)', () => {
  it('keeps http and https URLs', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com/');
  });

  it('drops script, data and other schemes, credentials and junk', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      'ftp://x.example',
      'https://user:pw@x.example',
      '/relative',
      '',
      null,
    ]) {
      expect(safeHttpUrl(bad)).toBeUndefined();
    }
  });

  it('accepts server-hosted icon paths but not protocol-relative ones', () => {
    expect(safeIconUrl('/icons/army.png')).toBe('/icons/army.png');
    expect(safeIconUrl('//evil.example/x.png')).toBeUndefined();
    expect(safeIconUrl('javascript:alert(1)')).toBeUndefined();
  });
});
