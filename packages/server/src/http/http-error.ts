/** An answer other than 200 that a handler or hook chooses: status, the spec's `{detail}`, extra fields. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
  }

  body(): Record<string, unknown> {
    return { detail: this.detail, ...this.extra };
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
