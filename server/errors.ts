/** The error codes of the contract (docs/api-reference/openapi.yaml, `Error.code`). */
export type ErrorCode =
  | 'malformed_json'
  | 'invalid_body'
  | 'missing_field'
  | 'invalid_type'
  | 'invalid_value'
  | 'unknown_field'
  | 'missing_credential'
  | 'invalid_credential'
  | 'user_group_not_found'
  | 'token_not_found'
  | 'not_found'
  | 'method_not_allowed'
  | 'user_group_id_taken'
  | 'guard_mismatch'
  | 'body_too_large'
  | 'unsupported_media_type'
  | 'internal_error';

/**
 * A failure the caller can act on. Thrown anywhere while handling a request and turned into
 * `{"success": 0, "error": {code, message, field?}}` with `status`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, code: ErrorCode, message: string, options: { field?: string; headers?: Record<string, string> } = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

export function toErrorBody(error: ApiError): { success: 0; error: { code: ErrorCode; message: string; field?: string } } {
  const body: { code: ErrorCode; message: string; field?: string } = { code: error.code, message: error.message };
  if (error.field !== undefined) body.field = error.field;
  return { success: 0, error: body };
}

export const createInternalError = (): ApiError =>
  new ApiError(500, 'internal_error', 'An unexpected error occurred; nothing was written. Try again.');
