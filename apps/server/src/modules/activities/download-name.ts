/** Names Windows will not save a file under, whatever the extension (CON.fit is the console). */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const MAX_LENGTH = 120;

/**
 * The name an original ride file is downloaded under: the uploaded name's last path segment, without control
 * characters, quotes or separators, at most 120 characters, never a Windows device name, and always ending in the
 * file's real format (`.fit`, `.gpx.gz`…) so the saved file opens as what it is — `invoice.pdf` uploaded as a FIT
 * file downloads as `invoice.pdf.fit`. Falls back to `activity-<id>.<ext>`.
 */
export function downloadName(original: string | null, extension: string, id: string): string {
  const base = (original ?? '').split(/[/\\]/).pop() ?? '';
  let name = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"*:<>?|;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (!name) return `activity-${id}.${extension}`;
  if (!name.toLowerCase().endsWith(`.${extension.toLowerCase()}`)) name = `${name}.${extension}`;
  if (RESERVED.test(name.split('.')[0] ?? '')) name = `_${name}`;
  if (name.length > MAX_LENGTH) name = `${name.slice(0, MAX_LENGTH - extension.length - 1)}.${extension}`;
  return name;
}

/**
 * `Content-Disposition` for a download (RFC 6266): an ASCII `filename` for old clients (accents dropped, other
 * characters replaced by `_`) and the UTF-8 name in `filename*` (RFC 8187), so "Pedal da manhã.gpx" stays itself.
 */
export function attachment(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return ascii === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
