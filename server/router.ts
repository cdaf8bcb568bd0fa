import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate } from './auth.ts';
import { checkContentType, parseJsonObject, readBody } from './body.ts';
import { closeAfterAnswer } from '../src/core/http/close-after-answer.ts';
import { allowedMethods, answerPreflight, applyCorsHeaders } from './cors.ts';
import { ApiError, createInternalError } from './errors.ts';
import { deleteUserGroup } from './handlers/delete.ts';
import { getOrCreateUserGroup } from './handlers/get-or-create.ts';
import type { Operation } from './handlers/operation.ts';
import { rotateUserGroupToken } from './handlers/rotate-token.ts';
import { updateUserGroup } from './handlers/update.ts';
import { sendError, sendJson } from './http-response.ts';
import type { ApiKeyFinder } from './store/accounts.ts';
import type { UserGroupStore } from './store/user-groups.ts';

export const apiPath = '/api/user';

const operations: Record<string, Operation> = {
  GET: getOrCreateUserGroup,
  PUT: updateUserGroup,
  POST: rotateUserGroupToken,
  DELETE: deleteUserGroup,
};

export interface RouterDependencies {
  findApiKey: ApiKeyFinder;
  userGroups: UserGroupStore;
  corsOrigins: string[];
  bodyLimit?: number;
}

/**
 * Handles one request. Checks run in the documented order (path, method, credential, content
 * type, size, JSON, fields, then the operation), and all of them before anything is written.
 */
export function createRequestListener(dependencies: RouterDependencies): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handleRequest(dependencies, req, res).catch((error: unknown) => {
      if (error instanceof ApiError) {
        // Refused before the body was read (or while it still arrives): do not read the rest.
        closeAfterAnswer(req, res);
        return sendError(res, error);
      }
      // A client that hung up mid-body needs no answer and is no server fault.
      if (req.destroyed && !req.complete) return;
      console.error('User Group API: unexpected error:', error);
      if (!res.headersSent) sendError(res, createInternalError());
    });
  };
}

async function handleRequest(dependencies: RouterDependencies, req: IncomingMessage, res: ServerResponse): Promise<void> {
  applyCorsHeaders(req, res, dependencies.corsOrigins);
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path !== apiPath) {
    throw new ApiError(404, 'not_found', `No route ${path}. The User Group API has one path: ${apiPath}.`);
  }
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') return answerPreflight(res);
  const operation = operations[method];
  if (!operation) {
    throw new ApiError(405, 'method_not_allowed', `Method ${method} is not allowed on ${apiPath}. Use GET, PUT, POST or DELETE.`, {
      headers: { Allow: allowedMethods },
    });
  }
  const principal = authenticate(req.headers.authorization, dependencies.findApiKey);
  checkContentType(req.headers['content-type']);
  const body = parseJsonObject(await readBody(req, dependencies.bodyLimit));
  const result = operation({ principal, userGroups: dependencies.userGroups }, body);
  sendJson(res, result.status, result.body);
}
