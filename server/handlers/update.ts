import { ApiError } from '../errors.ts';
import { parseBody, updateBodySchema } from '../validation.ts';
import type { Operation } from './operation.ts';
import { userGroupBody } from './user-group-body.ts';

/** PUT /api/user: changes the fields sent; the group must exist. */
export const updateUserGroup: Operation = ({ principal, userGroups }, body) => {
  const input = parseBody(updateBodySchema, body);
  const group = userGroups.update(principal, input.user_group_id, {
    name: input.name,
    mapping: input.mapping,
    properties: input.properties,
  });
  if (!group) {
    throw new ApiError(404, 'user_group_not_found', `No user group with user_group_id "${input.user_group_id}" exists in this environment.`, {
      field: 'user_group_id',
    });
  }
  return {
    status: 200,
    body: {
      success: 1,
      user_group: userGroupBody(group, { properties: true, environment: true }),
    },
  };
};
