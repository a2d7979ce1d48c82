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

  it('accepts only icons our server hosts: no third party, no protocol-relative or inline image', () => {
    const hosted = `/api/icons/${'c0'.repeat(32)}.png`;
    expect(safeIconUrl(hosted)).toBe(hosted);
    expect(safeIconUrl('/demo-icons/army.svg')).toBe('/demo-icons/army.svg');
    expect(safeIconUrl('https://tracker.example/pixel.png')).toBeUndefined();
    expect(safeIconUrl('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
    expect(safeIconUrl('/icons/army.png')).toBeUndefined();
    expect(safeIconUrl('//evil.example/x.png')).toBeUndefined();
    expect(safeIconUrl('javascript:alert(1)')).toBeUndefined();
  });
});
