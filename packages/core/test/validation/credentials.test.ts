import { describe, expect, it } from 'vitest';
import { isValidStoredCredentials } from '../../src/validation/credentials.js';

describe('stored credentials', () => {
  it('accepts base64-like text of 20 or more characters', () => {
    expect(isValidStoredCredentials('abcdefghijKLMNOPQRS0')).toBe(true);
    expect(isValidStoredCredentials('aGVsbG8gd29ybGQ+/=._-xyz')).toBe(true);
  });

  it('accepts the LOCAL marker of keys kept in this browser', () => {
    expect(isValidStoredCredentials('LOCAL')).toBe(true);
  });

  it('refuses short text, other characters, and serialised undefined or null', () => {
    expect(isValidStoredCredentials('abcdefghijKLMNOPQRS')).toBe(false);
    expect(isValidStoredCredentials('abcdefghij KLMNOPQRS0')).toBe(false);
    expect(isValidStoredCredentials('abcdefghijKLMNOPQRS0!')).toBe(false);
    expect(isValidStoredCredentials('aaaaaaaaaaaaaaaundefined')).toBe(false);
    expect(isValidStoredCredentials('nullaaaaaaaaaaaaaaaaaaaa')).toBe(false);
    expect(isValidStoredCredentials(undefined)).toBe(false);
    expect(isValidStoredCredentials(1234567890)).toBe(false);
  });
});
