import { describe, expect, it } from 'vitest';
import { adminList, isLoopback } from '../../src/server/local.js';

// Who may use admin methods: loopback callers by default; with a config, exactly the addresses its port's
// `admin =` lists (0.0.0.0 or :: for everyone), IPv4 callers matched through their IPv6-mapped form too.

describe('admin callers', () => {
  it('by default, loopback only', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });

  it('with a config, exactly the listed addresses', () => {
    const admin = adminList(['127.0.0.1', '10.0.0.7']);
    expect(admin('127.0.0.1')).toBe(true);
    expect(admin('::ffff:10.0.0.7')).toBe(true);
    expect(admin('::1')).toBe(false);
    expect(admin('10.0.0.8')).toBe(false);
    expect(admin(undefined)).toBe(false);
  });

  it('an empty list makes no caller admin; 0.0.0.0 or :: makes every caller admin', () => {
    expect(adminList([])('127.0.0.1')).toBe(false);
    expect(adminList(['0.0.0.0'])('192.168.1.2')).toBe(true);
    expect(adminList(['::'])('::1')).toBe(true);
  });
});
