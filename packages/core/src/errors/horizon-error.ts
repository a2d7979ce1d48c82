import { type ErrorCode, catalogueMessage } from './catalogue.js';

export interface HorizonErrorOptions {
  /** The message to show, when it is a filled-in template rather than the catalogue text. */
  readonly message?: string;
  /** Technical detail for logs (e.g. `Payment: missing field Destination`); never shown as the message. */
  readonly detail?: string;
  readonly cause?: unknown;
}

/** An error the user may see: a catalogue code and its message. */
export class HorizonError extends Error {
  override readonly name = 'HorizonError';
  readonly code: ErrorCode;
  readonly detail: string | undefined;

  constructor(code: ErrorCode, options: HorizonErrorOptions = {}) {
    super(options.message ?? catalogueMessage(code), { cause: options.cause });
    this.code = code;
    this.detail = options.detail;
  }
}

export function isHorizonError(error: unknown, code?: ErrorCode): error is HorizonError {
  return error instanceof HorizonError && (code === undefined || error.code === code);
}
