import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Provider secrets (OAuth access/refresh tokens, API keys, PKCE verifiers) are stored encrypted with AES-256-GCM.
 *
 * The key is derived from AUTH_SECRET with HKDF-SHA256 (its own `info`, so it is never the key that signs
 * sessions). Each ciphertext starts with the id of the key that sealed it — the first 8 hex characters of
 * SHA-256 over the derived key — so AUTH_SECRET can be rotated: the old secret goes in PREVIOUS_AUTH_SECRETS, rows
 * sealed with it still open, and every write seals with the current key (tokens are rewritten at each refresh).
 *
 * The additional authenticated data binds a ciphertext to where it lives (`provider:user:column`): a sealed token
 * copied into another user's row or another column does not open.
 *
 * Format: `v1.<keyId>.<iv b64url>.<ciphertext b64url>.<tag b64url>`.
 */
export interface TokenCipher {
  /** Id of the key new ciphertexts are sealed with. */
  readonly keyId: string;
  seal(plaintext: string, context: string): string;
  /** Throws when the ciphertext was altered, sealed for another context, or by a key this server does not hold. */
  open(sealed: string, context: string): string;
  /** The key id a stored value was sealed with (null for anything that is not one of ours). */
  keyIdOf(sealed: string): string | null;
}

const FORMAT = 'v1';
const HKDF_INFO = 'domestique/provider-tokens/aes-256-gcm/v1';
const HKDF_SALT = 'domestique/provider-tokens';

export class TokenCipherError extends Error {}

function deriveKey(secret: string): { id: string; key: Buffer } {
  const key = Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, HKDF_INFO, 32));
  const id = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return { id, key };
}

export function createTokenCipher(secret: string, previousSecrets: readonly string[] = []): TokenCipher {
  const current = deriveKey(secret);
  const keys = new Map<string, Buffer>([[current.id, current.key]]);
  for (const old of previousSecrets) {
    const k = deriveKey(old);
    if (!keys.has(k.id)) keys.set(k.id, k.key);
  }
  return {
    keyId: current.id,
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        FORMAT,
        current.id,
        iv.toString('base64url'),
        body.toString('base64url'),
        tag.toString('base64url'),
      ].join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 5 || parts[0] !== FORMAT) throw new TokenCipherError('not a sealed value');
      const [, id, iv, body, tag] = parts as [string, string, string, string, string];
      const key = keys.get(id);
      if (!key) throw new TokenCipherError(`sealed with an unknown key (${id})`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new TokenCipherError('sealed value does not open (altered, or sealed for another place)');
      }
    },
    keyIdOf(sealed) {
      const parts = sealed.split('.');
      return parts.length === 5 && parts[0] === FORMAT ? (parts[1] ?? null) : null;
    },
  };
}
