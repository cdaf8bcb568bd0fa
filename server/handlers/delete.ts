import { ApiError } from '../errors.ts';
import { deleteBodySchema, parseBody } from '../validation.ts';
import type { Operation } from './operation.ts';
import { createTokenNotFoundError } from './token-not-found-error.ts';

/** DELETE /api/user: keyed by current_token; the optional ids are guards that must match. */
export const deleteUserGroup: Operation = ({ principal, userGroups }, body) => {
  const input = parseBody(deleteBodySchema, body);
  const outcome = userGroups.deleteByToken(principal, input.current_token, {
    providedId: input.user_group_id,
    dataSourceProvidedId: input.data_source_provided_id,
  });
  if (outcome.kind === 'not_found') throw createTokenNotFoundError();
  if (outcome.kind === 'guard_mismatch') {
    const message =
      outcome.guard === 'user_group_id'
        ? 'The user group with this current_token has a different user_group_id; nothing was deleted.'
        : `The mapping of the user group with this current_token does not contain data source "${input.data_source_provided_id}"; nothing was deleted.`;
    throw new ApiError(409, 'guard_mismatch', message, { field: outcome.guard });
  }
  return { status: 200, body: { success: 1 } };
};
