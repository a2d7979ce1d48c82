/** DEMO_PACE: how many trades a minute the bots make, and how long they wait between trades. */
import { describe, expect, it } from 'vitest';
import { PaceError, nextDelayMs, parsePace } from '../src/pace.js';
import { seededUniform } from '../src/random.js';

describe('DEMO_PACE', () => {
  it('defaults to a normal market of 12 trades a minute', () => {
    expect(parsePace(undefined)).toBe(12);
    expect(parsePace('')).toBe(12);
  });

  it('takes the presets and plain numbers, 0 meaning no bots', () => {
    expect(parsePace('calm')).toBe(4);
    expect(parsePace(' BUSY ')).toBe(40);
    expect(parsePace('30')).toBe(30);
    expect(parsePace('0')).toBe(0);
  });

  it('refuses anything else with a message naming the accepted values', () => {
    for (const bad of ['fast', '-1', '2.5', '601']) {
      expect(() => parsePace(bad)).toThrow(PaceError);
    }
    expect(() => parsePace('fast')).toThrow('DEMO_PACE must be calm, normal, busy or a number');
  });
});

describe('waits between trades', () => {
  it('average about 60 s / pace and stay between a fifth and three times that', () => {
    const uniform = seededUniform(42);
    const waits = Array.from({ length: 2000 }, () => nextDelayMs(12, uniform()));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(15000);
    const mean = waits.reduce((a, b) => a + b, 0) / waits.length;
    expect(mean).toBeGreaterThan(4000);
    expect(mean).toBeLessThan(6000);
  });

  it('never come at pace 0', () => {
    expect(nextDelayMs(0, 0.5)).toBe(Number.POSITIVE_INFINITY);
  });
});
