import {
  type ErrorCode,
  type ErrorResponse,
  INTL_LOCALES,
  type Language,
  bakuDateTimeFormat as bakuFormat,
  errorMessage,
  fieldMessage,
} from '@oyna/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';
import { type DatabaseErrorClass, classifyDatabaseError } from '../lib/database-error-class.js';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** `/body/email` or `/querystring/page` -> `email` / `page`; the root of a part -> the part. */
function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const pathParts = (issue.instancePath ?? '').split('/').filter(Boolean);
  const fromParams = issue.params?.['missingProperty'];
  if (typeof fromParams === 'string') pathParts.push(fromParams);
  return pathParts.join('.') || context || 'request';
}

/** A schema may name its own message key (`z.string().min(1, 'required')`); else the issue kind. */
function issueKind(issue: ValidationIssue): string {
  if (issue.message && /^[a-z_]+$/.test(issue.message)) return issue.message;
  if (issue.keyword === 'invalid_type' && issue.message?.includes('received undefined')) return 'required';
  return issue.keyword ?? 'invalid_value';
}

/** A validation error names at most this many fields: enough to fix a form, too few to amplify an attack. */
export const MAX_ERROR_FIELDS = 20;

function validationFields(issues: ValidationIssue[], context: string | undefined, language: Language) {
  const fields: Record<string, string> = {};
  let named = 0;
  for (const issue of issues) {
    const name = fieldName(issue, context);
    if (name in fields) continue;
    fields[name] = fieldMessage(issueKind(issue), language);
    named += 1;
    if (named === MAX_ERROR_FIELDS) break;
  }
  return fields;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

interface MappedError {
  status: number;
  code: ErrorCode;
  fields?: Record<string, string>;
  params?: Record<string, string>;
}

/** A database error the contracts did not prevent: the caller's fault, a lost race, or an outage. */
const DATABASE_ERRORS: Record<DatabaseErrorClass, MappedError> = {
  invalid_input: { status: 400, code: 'bad_request' },
  conflict: { status: 409, code: 'conflict' },
  unavailable: { status: 503, code: 'service_unavailable' },
};

/** `22 noyabr 2026, 20:00`: a moment as people in Baku read it, in the message's language. */
function bakuDateTime(value: Date, language: Language): string {
  const locale = INTL_LOCALES[language];
  const day = bakuFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(value);
  const time = bakuFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(value);
  return `${day}, ${time}`;
}

function messageParams(params: Record<string, string | Date>, language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      value instanceof Date ? bakuDateTime(value, language) : value,
    ]),
  );
}

function mapError(error: FastifyError | AppError | Error, language: Language): MappedError {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      ...(error.fields && { fields: error.fields }),
      ...(error.params && { params: messageParams(error.params, language) }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext;
    return {
      status: 400,
      code: 'validation_failed',
      fields: validationFields(error.validation, context, language),
    };
  }
  const databaseError = classifyDatabaseError(error);
  if (databaseError) return DATABASE_ERRORS[databaseError];
  const fastifyError = error as FastifyError;
  if (Array.isArray(fastifyError.validation)) {
    return {
      status: 400,
      code: 'validation_failed',
      fields: validationFields(fastifyError.validation, fastifyError.validationContext, language),
    };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, code: CODE_BY_STATUS[status] ?? 'bad_request' };
  }
  if (status === 503) return { status, code: 'service_unavailable' };
  return { status: 500, code: 'internal_error' };
}

/** Sends the one error shape: `{detail, code, fields?}`, `detail` in the caller's language. */
export function sendError(reply: FastifyReply, request: FastifyRequest, mapped: MappedError) {
  const body: ErrorResponse = {
    detail: errorMessage(mapped.code, request.language, mapped.params),
    code: mapped.code,
    ...(mapped.fields && { fields: mapped.fields }),
  };
  return reply.status(mapped.status).type('application/json; charset=utf-8').send(body);
}

/** How long a client waits before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * Every error becomes `{detail, code, fields?}` with the right status. A 5xx is logged with its
 * cause and never shows internals to the caller.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const mapped = mapError(error, request.language);
      if (mapped.status >= 500 || isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: mapped.code, status: mapped.status }, 'request refused');
      }
      if (mapped.status === 503 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(reply, request, mapped);
    });
  },
  { name: 'error-handler', dependencies: ['language'] },
);
