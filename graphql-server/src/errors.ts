import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'SERVICE_BUSY';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  SERVICE_BUSY: 503,
};

/**
 * An error whose message is safe to show to the person who caused it. Anything else that is thrown is
 * logged and answered with a generic message, so no stack or SQL ever leaves the server.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string>;
  /** Plain JSON the client needs to recover (e.g. the current entry after an edit conflict): in the GraphQL
   * extensions and in the REST body beside the message. */
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, fieldErrors?: Record<string, string>, details?: Record<string, unknown>) {
    super(message, { extensions: { ...details, code, ...(fieldErrors ? { fieldErrors } : {}) } });
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.details = details;
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }

  /** Seconds the client should wait before trying again (REST: the Retry-After header; GraphQL: extensions.retryAfter). */
  get retryAfterSeconds(): number | undefined {
    const value = this.details?.retryAfter;
    return typeof value === 'number' ? value : undefined;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please log in to continue.');
export const forbidden = () => new AppError('FORBIDDEN', 'You need administrator privileges to do this.');
export const badInput = (message: string, fieldErrors?: Record<string, string>) => new AppError('BAD_USER_INPUT', message, fieldErrors);
export const conflict = (message: string, details?: Record<string, unknown>) => new AppError('CONFLICT', message, undefined, details);
export const retryLater = (code: 'RATE_LIMITED' | 'SERVICE_BUSY', message: string, retryAfterSeconds: number) =>
  new AppError(code, message, undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
