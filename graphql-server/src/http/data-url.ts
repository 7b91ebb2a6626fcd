// Strict parsing of a base64 data URL (RFC 2397) such as FileReader.readAsDataURL writes:
// 'data:audio/webm;codecs=opus;base64,GkXfo...'. Anything else is refused before a byte is decoded: no
// URL-encoded (non-base64) form, no whitespace, no missing or misplaced padding (a truncated upload), and the
// decoded size is known, and held to the limit, from the length alone.

export type DataUrlProblem = 'malformed' | 'empty' | 'too-large';

export class DataUrlError extends Error {
  constructor(
    readonly problem: DataUrlProblem,
    message: string,
  ) {
    super(message);
    this.name = 'DataUrlError';
  }
}

export interface DataUrl {
  /** The declared media type, lower-case ('audio/webm'); what the bytes are is for a sniffer to say. */
  mediaType: string;
  /** Its parameters, names lower-case ({ codecs: 'opus' }). */
  parameters: Record<string, string>;
  bytes: Buffer;
}

const TOKEN = "[A-Za-z0-9!#$&^_.+'-]+";
/** 'type/subtype' and ';name=value' parameters, up to the comma; 'base64' must be last. */
const HEADER = new RegExp(`^data:(${TOKEN}/${TOKEN})((?:;${TOKEN}=${TOKEN})*);base64$`, 'i');
const BASE64 = /^[A-Za-z0-9+/]*$/;
/** A media type and its parameters are short; a longer header is not one. */
const MAX_HEADER = 256;

/** The number of bytes a base64 text of this length and padding decodes to. */
export const decodedLength = (length: number, padding: number) => (length / 4) * 3 - padding;

export function parseDataUrl(value: unknown, options: { maxBytes: number }): DataUrl {
  if (typeof value !== 'string') throw new DataUrlError('malformed', 'not a data URL');
  const comma = value.indexOf(',');
  if (comma < 0 || comma > MAX_HEADER) throw new DataUrlError('malformed', 'not a data URL');
  const header = HEADER.exec(value.slice(0, comma));
  if (!header) throw new DataUrlError('malformed', 'not a base64 data URL');
  const payloadLength = value.length - comma - 1;
  if (payloadLength === 0) throw new DataUrlError('empty', 'the data URL holds no data');
  if (payloadLength % 4 !== 0) throw new DataUrlError('malformed', 'the base64 data is cut short');
  // Refused before it is read any further: the length says what it decodes to.
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  if (decodedLength(payloadLength, padding) > options.maxBytes) throw new DataUrlError('too-large', 'the data is too large');
  const payload = value.slice(comma + 1, value.length - padding);
  if (!BASE64.test(payload)) throw new DataUrlError('malformed', 'the data is not base64');
  const bytes = Buffer.from(payload, 'base64');
  const parameters: Record<string, string> = {};
  for (const part of header[2].split(';').slice(1)) {
    const eq = part.indexOf('=');
    parameters[part.slice(0, eq).toLowerCase()] = part.slice(eq + 1);
  }
  return { mediaType: header[1].toLowerCase(), parameters, bytes };
}
