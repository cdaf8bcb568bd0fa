import { parseBody, rotateTokenBodySchema } from '../validation.ts';
import type { Operation } from './operation.ts';
import { userGroupBody } from './user-group-body.ts';
import { createTokenNotFoundError } from './token-not-found-error.ts';

/** POST /api/user: replaces the token; the old one stops working in the same transaction. */
export const rotateUserGroupToken: Operation = ({ principal, userGroups }, body) => {
  const input = parseBody(rotateTokenBodySchema, body);
  const group = userGroups.rotateToken(principal, input.current_token);
  if (!group) throw createTokenNotFoundError();
  return {
    status: 200,
    body: {
      success: 1,
      user_group: userGroupBody(group, { environment: true }),
    },
  };
};
