import { open } from 'node:fs/promises';

/** The header block opens a message: what follows (bodies, attachments) is not read. */
const HEAD_BYTES = 64 * 1024;

/** The header block of an .eml file, or undefined when the file cannot be read. */
export async function readEmlHead(file: string): Promise<string | undefined> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    const end = text.search(/\r?\n\r?\n/);
    return end < 0 ? text : text.slice(0, end);
  } finally {
    await handle.close();
  }
}

/**
 * A message's headers by lower-case name (the first of each), unfolded, with RFC 2047 encoded words
 * decoded: nodemailer writes 'Subject: =?UTF-8?Q?est=C3=A1?=' for 'está'.
 */
export function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

const WORD = /=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g;
/** Whitespace between two encoded words is not part of the text (RFC 2047 §6.2). */
const BETWEEN_WORDS = /(\?=)\s+(?==\?[^?]+\?[BbQq]\?)/g;

export function decodeWords(value: string): string {
  return value
    .replace(BETWEEN_WORDS, '$1')
    .replace(WORD, (word, charset: string, encoding: string, text: string) => {
      const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qBytes(text);
      try {
        return new TextDecoder(charset).decode(bytes);
      } catch {
        return word;
      }
    });
}

/** The 'Q' encoding: '_' is a space, '=XX' a byte. */
function qBytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '_') bytes.push(0x20);
    else if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Uint8Array.from(bytes);
}
