import { type ApiError, apiError, type ErrorName, errorCatalogue } from '../../contract/errors.ts';

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

export const notFound = (message?: string) => new AppError('NO_DATA', message);
