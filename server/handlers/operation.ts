import type { UserGroupStore } from '../store/user-groups.ts';
import type { Principal } from '../types.ts';

export interface OperationContext {
  principal: Principal;
  userGroups: UserGroupStore;
}

export interface OperationResult {
  status: number;
  body: unknown;
}

/** One operation on /api/user: validates the parsed JSON body and answers, or throws ApiError. */
export type Operation = (context: OperationContext, body: Record<string, unknown>) => OperationResult;
