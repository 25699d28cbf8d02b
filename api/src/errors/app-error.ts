import { catalogue, type ErrorCode, type ErrorParams } from './catalogue';

/** An expected failure with a catalogue code; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'AppError';
    this.statusCode = catalogue[code].status;
  }
}

export function raise(code: ErrorCode, params?: ErrorParams): never {
  throw new AppError(code, params);
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
