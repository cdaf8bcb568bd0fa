import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Environment } from './types.ts';

// API credential: `ugk_<environment>_<key id>_<secret>`. The key id is public and finds the
// stored row; only the secret is checked, against its SHA-256 hash. The secret has 256 random
// bits, so a fast hash is enough: nobody can brute-force it, and a slow KDF (bcrypt, scrypt)
// would only add latency to every request without adding safety.
const apiKeyPattern = /^ugk_(customer|testing)_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface ApiKey {
  key: string;
  keyId: string;
  secretHash: Buffer;
  environment: Environment;
}

export interface ParsedApiKey {
  keyId: string;
  secret: string;
  environment: Environment;
}

export function generateApiKey(environment: Environment): ApiKey {
  const keyId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return {
    key: `ugk_${environment.toLowerCase()}_${keyId}_${secret}`,
    keyId,
    secretHash: hashSecret(secret),
    environment,
  };
}

export function parseApiKey(key: string): ParsedApiKey | undefined {
  const match = apiKeyPattern.exec(key);
  if (!match) return undefined;
  const environment: Environment = match[1] === 'customer' ? 'Customer' : 'Testing';
  return { environment, keyId: match[2], secret: match[3] };
}

export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** Compares in constant time, so response timing says nothing about how much of a secret matched. */
export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const hash = hashSecret(secret);
  return hash.length === storedHash.length && timingSafeEqual(hash, storedHash);
}

/** A user group token: 256 random bits, base64url (URL-safe), so collisions never happen in practice. */
export function generateUserGroupToken(): string {
  return `ugt_${randomBytes(32).toString('base64url')}`;
}
