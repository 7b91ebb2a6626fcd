import { badInput } from '../../../errors.js';
import { type ParsedContract, parseContract } from './parse.js';
import { readContractFile } from './read-file.js';

// A contract file read and split into documents and sections, from its bytes alone (nothing is saved): the work that
// runs off the request thread, since its cost depends on the file.

export interface ContractFile {
  fileName: string;
  bytes: Uint8Array;
}

export async function parseContractBytes(file: ContractFile): Promise<{ parsed: ParsedContract; format: string }> {
  const source = await readContractFile(file.fileName, file.bytes);
  const fallbackTitle =
    file.fileName
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[_-]+/g, ' ')
      .trim() || 'Collective Bargaining Agreement';
  const parsed = parseContract(source.text, source.format, fallbackTitle);
  if (parsed.documents.length === 0) {
    throw badInput(
      'No articles or sections were found in this file. Articles should start with a heading such as "ARTICLE 5 - HOURS OF SERVICE".',
    );
  }
  return { parsed, format: source.format };
}
