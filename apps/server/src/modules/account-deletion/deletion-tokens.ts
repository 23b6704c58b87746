import { createHash, randomBytes } from 'node:crypto';

/** A link's secret: 256 random bits; only its SHA-256 is stored (a copy of the database opens no link). */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Where the emailed links land: the web's pages, in the rider's language (English has no prefix). */
export function deletionLink(baseUrl: string, lang: string, page: 'confirm' | 'cancel', token: string) {
  return `${baseUrl}${lang === 'en' ? '' : `/${lang}`}/account/deletion/${page}?token=${token}`;
}
