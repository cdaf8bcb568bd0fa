import type { UserGroup } from '../types.ts';

/**
 * The `user_group` object of a response. Every operation returns `team_id`, `token`, `name` and
 * `provided_id`; which of `properties` and `api_environment_tag` follow differs per operation,
 * exactly as the reference lists them (rotation returns no `properties`, get-or-create no tag).
 */
export function userGroupBody(group: UserGroup, extra: { properties?: true; environment?: true }): Record<string, unknown> {
  return {
    team_id: group.teamId,
    token: group.token,
    name: group.name,
    provided_id: group.providedId,
    ...(extra.properties && { properties: group.properties }),
    ...(extra.environment && { api_environment_tag: group.environment }),
  };
}
