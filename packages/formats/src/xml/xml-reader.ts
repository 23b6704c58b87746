import { SaxesParser } from 'saxes';
import { xmlEncoding } from '../detect.ts';
import { RideFileError } from '../errors.ts';

/** Deeper nesting than this is never a ride file (TCX needs ~8 levels, GPX ~6); reject before it costs anything. */
export const MAX_XML_DEPTH = 64;
/** Longest text we keep per element by default: numbers and timestamps are short; anything longer is ignored. */
const MAX_TEXT_CHARS = 256;
const CHUNK_BYTES = 1 << 20;

export interface XmlHandler {
  /** `stack` holds the local names (prefix stripped) of the open elements, the new one last. */
  open(name: string, attributes: Record<string, string>, stack: readonly string[]): void;
  /** Called before the element is popped: `stack` still ends with `name`. `text` is trimmed. */
  close(name: string, text: string, stack: readonly string[]): void;
}

/**
 * Ride files escape almost nothing (an occasional `&amp;` in a name); millions of character references are an
 * attack that would otherwise cost saxes ~0.25 s per million. Counting '&' bytes is a memchr-speed scan.
 */
export const MAX_XML_REFERENCES = 100_000;

function rejectReferenceFloods(bytes: Uint8Array): void {
  let count = 0;
  for (let at = bytes.indexOf(0x26); at !== -1; at = bytes.indexOf(0x26, at + 1)) {
    if (++count > MAX_XML_REFERENCES) {
      throw new RideFileError(
        'xml_forbidden',
        `more than ${MAX_XML_REFERENCES} entity or character references`,
      );
    }
  }
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon >= 0 ? name.slice(colon + 1) : name;
}

/**
 * Streams an XML document through saxes (no DOM, no entity expansion: saxes knows only the five predefined entities
 * and numeric references, and any DOCTYPE is refused outright — TCX and GPX never need one). Errors become
 * RideFileError: 'xml_forbidden' for a DOCTYPE (entity bombs, external SYSTEM entities), 'too_complex' for absurd
 * nesting, 'xml_invalid' for anything malformed (including a second root element).
 */
export function readXml(
  bytes: Uint8Array,
  handler: XmlHandler,
  { maxTextChars = MAX_TEXT_CHARS }: { maxTextChars?: number } = {},
): void {
  rejectReferenceFloods(bytes);
  const parser = new SaxesParser({ xmlns: false, position: false });
  const stack: string[] = [];
  let text = '';
  parser.on('doctype', () => {
    throw new RideFileError('xml_forbidden', 'DOCTYPE declarations are not accepted');
  });
  parser.on('opentag', (tag) => {
    if (stack.length >= MAX_XML_DEPTH) {
      throw new RideFileError('too_complex', `XML nested deeper than ${MAX_XML_DEPTH} levels`);
    }
    const name = localName(tag.name);
    stack.push(name);
    text = '';
    handler.open(name, tag.attributes as Record<string, string>, stack);
  });
  const onText = (chunk: string) => {
    if (text.length < maxTextChars) text += chunk.slice(0, maxTextChars - text.length);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const name = stack[stack.length - 1];
    if (name !== undefined) handler.close(name, text.trim(), stack);
    stack.pop();
    text = '';
  });
  const decoder = new TextDecoder(xmlEncoding(bytes));
  try {
    for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
      const end = Math.min(bytes.length, offset + CHUNK_BYTES);
      parser.write(decoder.decode(bytes.subarray(offset, end), { stream: end < bytes.length }));
    }
    parser.close();
  } catch (error) {
    if (error instanceof RideFileError) throw error;
    throw new RideFileError('xml_invalid', error instanceof Error ? error.message : String(error));
  }
}
