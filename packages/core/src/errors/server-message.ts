import { GENERAL_ERRORS } from './catalogue.js';
import { HorizonError } from './horizon-error.js';

/** "500" as a number of its own, so that e.g. "5000 drops" does not count as a server error. */
const STATUS_500 = /(^|\D)500(\D|$)/;

/** True when a message or body names a 500 (spec §8: such text becomes the server-error message). */
export function mentionsServerError(text: string): boolean {
  return STATUS_500.test(text);
}

/**
 * The message of a failed API response (spec §8): the body's `detail`, else the raw text, else `fallback`;
 * any of them naming a 500 (or a 5xx without a detail) becomes 'Server error. Please try again in a moment.'.
 */
export function serverErrorMessage(body: string, fallback: string, status?: number): string {
  const detail = detailOf(body);
  const raw = body.trim();
  const message = detail ?? (raw !== '' && !looksLikeJson(raw) ? raw : undefined);
  if (message === undefined) {
    return status !== undefined && status >= 500 ? GENERAL_ERRORS.serverError : fallback;
  }
  return mentionsServerError(message) ? GENERAL_ERRORS.serverError : message;
}

/** The `detail` of a JSON error body: a string, or the `msg`s of a validation-error list. */
export function detailOf(body: string): string | undefined {
  const parsed = tryParseJson(body);
  if (typeof parsed !== 'object' || parsed === null || !('detail' in parsed)) return undefined;
  const { detail } = parsed;
  if (typeof detail === 'string') return detail.trim() === '' ? undefined : detail;
  if (Array.isArray(detail)) {
    const messages = detail
      .map((item: unknown) => (isRecord(item) && typeof item['msg'] === 'string' ? item['msg'] : undefined))
      .filter((m): m is string => m !== undefined && m !== '');
    return messages.length > 0 ? messages.join('; ') : undefined;
  }
  return undefined;
}

/** Parses a response body; a body that is not JSON raises 'Invalid JSON response from backend'. */
export function parseJsonBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch (cause) {
    throw new HorizonError('general.invalidJson', { cause, detail: body.slice(0, 200) });
  }
}

/** Raises 'Invalid response format' when a parsed body fails the caller's shape check. */
export function assertResponseFormat<T>(value: unknown, isShape: (v: unknown) => v is T): T {
  if (!isShape(value)) throw new HorizonError('general.invalidFormat');
  return value;
}

function tryParseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function looksLikeJson(text: string): boolean {
  return tryParseJson(text) !== undefined && /^[[{]/.test(text);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
