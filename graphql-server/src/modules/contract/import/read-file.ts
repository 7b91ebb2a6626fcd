import { AppError, badInput } from '../../../errors.js';
import { cleanPdfPages, type SourceFormat } from './parse.js';
import { IMPORT_LIMITS, tooManyLines, tooMuchText } from './limits.js';
import { pdfPageTexts } from './pdf-text.js';

export interface ContractSource {
  format: SourceFormat;
  text: string;
}

/**
 * Decides what a contract file is by its bytes (a PDF starts with '%PDF-'; otherwise it must be UTF-8 text) and
 * returns its text. Markdown is recognised by its name or by its headings.
 */
export async function readContractFile(fileName: string, bytes: Uint8Array): Promise<ContractSource> {
  if (bytes.length === 0) throw badInput('The file is empty');
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) {
    let pages: string[];
    try {
      pages = await pdfPageTexts(bytes);
    } catch (error) {
      // A limit the file went over says which one; anything else the PDF reader rejects is an unreadable file.
      if (error instanceof AppError) throw error;
      throw badInput('This PDF could not be read. Please try another copy, or export the contract as text.');
    }
    const text = withinTextLimits(cleanPdfPages(pages));
    if (text.replace(/\s/g, '').length < 20) {
      throw badInput('No text could be read from this PDF (it may be a scanned image). Please import a text version of the contract.');
    }
    return { format: 'pdf', text };
  }
  let text: string;
  try {
    text = decodeText(bytes);
  } catch {
    throw badInput('Only PDF, Markdown and plain text files can be imported');
  }
  if (hasControlCharacters(text)) throw badInput('Only PDF, Markdown and plain text files can be imported');
  text = withinTextLimits(text.replace(/^\uFEFF/, ''));
  const markdown = /\.(md|markdown)$/i.test(fileName) || /^#{1,6}\s+\S/m.test(text);
  return { format: markdown ? 'markdown' : 'text', text };
}

/** The text, when it is no larger than any agreement: in characters, and in lines (each costs the parser some work). */
function withinTextLimits(text: string): string {
  if (text.length > IMPORT_LIMITS.maxCharacters) throw tooMuchText();
  let lines = 1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A line ends at LF, at a CR not followed by LF, and at Unicode's line and paragraph separators (as the parser reads it).
    if (code === 10 || code === 0x2028 || code === 0x2029 || (code === 13 && text.charCodeAt(i + 1) !== 10)) lines += 1;
  }
  if (lines > IMPORT_LIMITS.maxLines) throw tooManyLines();
  return text;
}

/**
 * Plain text as Windows editors save it, not only UTF-8: UTF-16 with its byte order mark (Notepad's 'Unicode') and
 * Windows-1252 (Word's 'Plain Text' default, with its curly quotes), which is what text that is not valid UTF-8 is.
 * Binary files are still refused: they hold control characters whichever way they are read.
 */
function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Binary files decode as UTF-8 surprisingly often; text never holds control characters other than tab and newlines. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) return true;
  }
  return false;
}
