import { describe, expect, it } from 'vitest';
import { guardFetch, isBlockedUrl, parseBlockedHosts } from '../../src/api/blocked-hosts.js';

const BASE = 'https://horizon.example';

describe('blocked-host guard (spec §7, §8)', () => {
  it('reads a comma list of hosts, dropping junk', () => {
    expect(parseBlockedHosts(' Bad.Example , ,not a host,evil.test ')).toEqual(['bad.example', 'evil.test']);
    expect(parseBlockedHosts(undefined)).toEqual([]);
  });

  it('blocks the host and its subdomains, not look-alikes or our own relative URLs', () => {
    const hosts = ['bad.example'];
    expect(isBlockedUrl('https://bad.example/x', hosts, BASE)).toBe(true);
    expect(isBlockedUrl('https://api.BAD.example/x', hosts, BASE)).toBe(true);
    expect(isBlockedUrl('https://notbad.example/x', hosts, BASE)).toBe(false);
    expect(isBlockedUrl('/api/tokens', hosts, BASE)).toBe(false);
  });

  it("refuses a blocked request with 'Security: Blocked suspicious request' before it is sent", async () => {
    const sent: string[] = [];
    const guarded = guardFetch(
      async (input) => {
        sent.push(String(input));
        return new Response('ok');
      },
      ['bad.example'],
      BASE,
    );
    await expect(guarded('https://bad.example/steal')).rejects.toThrow(
      'Security: Blocked suspicious request',
    );
    await expect(guarded(new URL('https://sub.bad.example/'))).rejects.toThrow(
      'Security: Blocked suspicious request',
    );
    await guarded('/api/verify_status');
    expect(sent).toEqual(['/api/verify_status']);
  });
});
