import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { apiError, type ErrorName } from '../../contract/errors.ts';
import { AppError } from './errors.ts';

type ValidationIssue = { keyword: string; message?: string; instancePath?: string };

/** Missing values are code 10, values outside their bounds code 13, any other malformed value code 12. */
export function classifyValidation(issues: readonly ValidationIssue[]): ErrorName {
  if (issues.some((issue) => issue.keyword === 'invalid_type' && /undefined/.test(issue.message ?? ''))) {
    return 'REQUIRED_VALUE_MISSING';
  }
  if (issues.some((issue) => issue.keyword === 'too_big' || issue.keyword === 'too_small'))
    return 'OUT_OF_RANGE';
  return 'NOT_MATCHED';
}

function describeIssues(issues: readonly ValidationIssue[], part: string | undefined): string {
  const first = issues[0];
  const field = `${part ?? ''}${first?.instancePath ?? ''}`.replace(/^\//, '').replace(/\//g, '.');
  return field ? `잘못된 요청 값입니다: ${field}` : '잘못된 요청 값입니다.';
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const name = classifyValidation(error.validation);
      return reply
        .status(400)
        .send(apiError(name, describeIssues(error.validation, error.validationContext)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match the contract');
      return reply.status(500).send(apiError('UNEXPECTED_ERROR'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(apiError('OUT_OF_RANGE', '요청 본문이 너무 큽니다.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(apiError('UNSUPPORTED', '지원하지 않는 형식의 요청입니다.'));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(apiError('DUPLICATED_REQUEST', '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, bad content length and the like: the caller's fault, never a 500.
      return reply.status(error.statusCode).send(apiError('NOT_MATCHED', '요청 형식이 올바르지 않습니다.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(apiError('UNEXPECTED_ERROR'));
  });
}
