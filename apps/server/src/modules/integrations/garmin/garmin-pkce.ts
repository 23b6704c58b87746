import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** Spec §9: a random UUID followed by the current time in base 36. */
export function newGarminState(now: Date): string {
  return `${randomUUID()}${now.getTime().toString(36)}`;
}

/** Spec §9: 32 random bytes in base64url (43 characters of [A-Za-z0-9-_], within RFC 7636's 43–128). */
export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
