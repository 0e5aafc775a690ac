import { type ApiError, apiError, type ErrorName, errorCatalogue } from '#contract/errors.ts';

/** Throw from a handler or service; the error handler answers with the contract's error shape. */
export class AppError extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(name: ErrorName, message?: string, status?: number) {
    const body = apiError(name, message);
    super(body.message);
    this.name = 'AppError';
    this.body = body;
    this.status = status ?? errorCatalogue[name].status;
  }
}

/** NO_DATA (404, code 8): the one way the server says that what was asked for does not exist. */
export const notFound = (message?: string) => new AppError('NO_DATA', message);

export const isNotFound = (error: unknown): error is AppError =>
  error instanceof AppError && error.body.name === 'NO_DATA';
