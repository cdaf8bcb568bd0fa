import { ApiError } from '../errors.ts';

export function createTokenNotFoundError(): ApiError {
  return new ApiError(404, 'token_not_found', 'No user group has this current_token in this environment; it may have been rotated or deleted.', {
    field: 'current_token',
  });
}
