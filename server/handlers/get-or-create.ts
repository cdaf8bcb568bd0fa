import { ApiError } from '../errors.ts';
import { DuplicateUserGroupError } from '../store/user-groups.ts';
import { getOrCreateBodySchema, parseBody } from '../validation.ts';
import type { Operation } from './operation.ts';
import { userGroupBody } from './user-group-body.ts';

/** GET /api/user: the group with this user_group_id, created (201) when it does not exist (200). */
export const getOrCreateUserGroup: Operation = ({ principal, userGroups }, body) => {
  const input = parseBody(getOrCreateBodySchema, body);
  let outcome;
  try {
    outcome = userGroups.getOrCreate(principal, {
      providedId: input.user_group_id,
      name: input.name,
      mapping: input.mapping ?? {},
      properties: input.properties ?? null,
    });
  } catch (error) {
    if (!(error instanceof DuplicateUserGroupError)) throw error;
    throw new ApiError(
      409,
      'user_group_id_taken',
      `A user group with user_group_id "${input.user_group_id}" already exists in this environment; retry to get it.`,
      { field: 'user_group_id' },
    );
  }
  const { group, created } = outcome;
  return {
    status: created ? 201 : 200,
    body: {
      success: 1,
      new_user_group: created,
      user_group: userGroupBody(group, { properties: true }),
    },
  };
};
