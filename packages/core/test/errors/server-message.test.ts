import { describe, expect, it } from 'vitest';
import {
  assertResponseFormat,
  detailOf,
  mentionsServerError,
  parseJsonBody,
  serverErrorMessage,
} from '../../src/errors/server-message.js';
import { HorizonError } from '../../src/errors/horizon-error.js';

const FALLBACK = 'Failed to register wallet';
const SERVER_ERROR = 'Server error. Please try again in a moment.';

describe('server error message: detail, else raw text, else the default', () => {
  it('shows the detail field of a JSON body', () => {
    expect(serverErrorMessage('{"detail":"Token not found"}', FALLBACK, 400)).toBe('Token not found');
  });

  it('joins the messages of a validation-error list', () => {
    const body = JSON.stringify({ detail: [{ msg: 'field required' }, { msg: 'not a number' }] });
    expect(serverErrorMessage(body, FALLBACK, 422)).toBe('field required; not a number');
  });

  it('shows raw text when the body is not JSON', () => {
    expect(serverErrorMessage('Bad Gateway', FALLBACK, 502)).toBe('Bad Gateway');
  });

  it('uses the default for an empty body, or JSON without a detail', () => {
    expect(serverErrorMessage('', FALLBACK, 400)).toBe(FALLBACK);
    expect(serverErrorMessage('   ', FALLBACK)).toBe(FALLBACK);
    expect(serverErrorMessage('{"error":"x"}', FALLBACK, 400)).toBe(FALLBACK);
    expect(serverErrorMessage('{"detail":""}', FALLBACK, 400)).toBe(FALLBACK);
  });

  it('turns text naming a 500 into the server-error message', () => {
    expect(serverErrorMessage('Internal Server Error 500', FALLBACK)).toBe(SERVER_ERROR);
    expect(serverErrorMessage('{"detail":"500: upstream failed"}', FALLBACK)).toBe(SERVER_ERROR);
    expect(serverErrorMessage('{}', FALLBACK, 500)).toBe(SERVER_ERROR);
  });

  it('does not mistake 5000 or 1500 for a 500', () => {
    expect(mentionsServerError('Minimum is 5000 drops')).toBe(false);
    expect(mentionsServerError('limit 1500')).toBe(false);
    expect(mentionsServerError('HTTP 500')).toBe(true);
    expect(mentionsServerError('500')).toBe(true);
    expect(serverErrorMessage('{"detail":"Minimum is 5000 drops"}', FALLBACK)).toBe('Minimum is 5000 drops');
  });

  it('reads the detail only from objects that have one', () => {
    expect(detailOf('not json')).toBeUndefined();
    expect(detailOf('null')).toBeUndefined();
    expect(detailOf('{"detail":42}')).toBeUndefined();
    expect(detailOf('{"detail":[{"loc":["x"]}]}')).toBeUndefined();
  });
});

describe('parse failures', () => {
  it("raises 'Invalid JSON response from backend' for a body that is not JSON", () => {
    expect(() => parseJsonBody('<html>')).toThrowError(
      expect.objectContaining({ code: 'general.invalidJson', message: 'Invalid JSON response from backend' }),
    );
    expect(parseJsonBody('{"a":1}')).toEqual({ a: 1 });
  });

  it("raises 'Invalid response format' when the shape is wrong", () => {
    const isList = (v: unknown): v is unknown[] => Array.isArray(v);
    expect(assertResponseFormat([1], isList)).toEqual([1]);
    try {
      assertResponseFormat({}, isList);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HorizonError);
      expect((error as HorizonError).message).toBe('Invalid response format');
    }
  });
});
