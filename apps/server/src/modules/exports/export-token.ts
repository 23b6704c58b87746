import { createHash } from 'node:crypto';

/** The emailed link's token as stored: its SHA-256 (base64url), so a copy of the database opens no archive. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
