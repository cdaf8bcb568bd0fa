import { hashSecret, parseApiKey, secretMatches } from './credentials.ts';
import { ApiError } from './errors.ts';
import type { ApiKeyFinder } from './store/accounts.ts';
import type { Principal } from './types.ts';

const challenge = { 'WWW-Authenticate': 'Token' };
// Compared against when the key id is unknown, so unknown and wrong keys take the same time.
const decoyHash = hashSecret('decoy');

/** Resolves `Authorization: Token <API_TOKEN>` to the account and environment it belongs to. */
export function authenticate(header: string | undefined, findApiKey: ApiKeyFinder): Principal {
  if (header === undefined || header.trim() === '') {
    throw new ApiError(401, 'missing_credential', 'Missing Authorization header. Send "Authorization: Token <API_TOKEN>".', {
      field: 'Authorization',
      headers: challenge,
    });
  }
  // RFC 9110 makes the scheme name case-insensitive.
  const match = /^Token +(\S+) *$/i.exec(header);
  if (!match) {
    throw new ApiError(401, 'invalid_credential', 'The Authorization header must be "Token <API_TOKEN>".', {
      field: 'Authorization',
      headers: challenge,
    });
  }
  const parsed = parseApiKey(match[1]);
  const stored = parsed && findApiKey(parsed.keyId);
  const matches = secretMatches(parsed?.secret ?? '', stored?.secretHash ?? decoyHash);
  if (!parsed || !stored || !matches || stored.environment !== parsed.environment) {
    throw new ApiError(401, 'invalid_credential', 'The API credential in the Authorization header is not valid.', {
      field: 'Authorization',
      headers: challenge,
    });
  }
  return { accountId: stored.accountId, environment: stored.environment };
}
