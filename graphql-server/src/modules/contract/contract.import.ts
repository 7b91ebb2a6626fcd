import { readFile } from 'node:fs/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { articleLabelOf, type ParsedContract, referenceOf } from './import/parse.js';
import type { ContractFile } from './import/parse-file.js';
import { badInput } from '../../errors.js';
import type { ReceivedFile } from '../../http/multipart.js';
import { moduleBeside, type OffThreadTask, runOffThread } from '../../offload/off-thread.js';
import { CONTRACT_LIMITS, contractPublishSchema } from '@union/rules/contract';
import { withoutNul } from '@union/rules/text';
import type { UploadRule } from '../../storage/uploads.js';
import { parseInput } from '../../validation.js';
import { ContractDocument, ContractSection } from './contract.entities.js';
import type { ContractImportPreview } from './contract.types.js';

/** An uploaded file's name as it is stored: NUL characters (which PostgreSQL cannot hold) dropped, at most 255. */
export const storedFileName = (name: string) => withoutNul(name).slice(0, 255) || 'contract';

/** The contract upload, the same on both doors: form field `file`, at most 10 MB. */
export const CONTRACT_UPLOAD: UploadRule = {
  field: 'file',
  maxBytes: CONTRACT_LIMITS.importMaxBytes,
  tooLargeMessage: 'The file is larger than 10 MB',
  missingMessage: "Please attach the contract in the form field 'file'",
  missingFieldMessage: 'Please choose a file',
};

/** A received upload's bytes (the parsers read whole files, at most 10 MB); its staged copy is removed. */
export async function contractFileOf({ raw, fileName }: ReceivedFile): Promise<ContractFile> {
  try {
    return { fileName: storedFileName(fileName), bytes: new Uint8Array(await readFile(raw.localPath)) };
  } finally {
    await raw.discard();
  }
}

const TOO_LARGE_TO_READ =
  'This file is too large or too complex to read as a contract. Please export the agreement again, as text or as a simpler PDF.';

/** The parse runs off the request thread, with a deadline and a memory limit: its cost depends on the file. */
const PARSE_CONTRACT: OffThreadTask = {
  moduleUrl: moduleBeside(import.meta.url, './import/parse-file'),
  exportName: 'parseContractBytes',
  timeLimitMs: 60_000,
  memoryMb: 768,
  tooSlowMessage: TOO_LARGE_TO_READ,
  tooLargeMessage: TOO_LARGE_TO_READ,
};

/** Reads and splits a file; nothing is saved. */
export function parseContractFile(file: ContractFile): Promise<{ parsed: ParsedContract; format: string }> {
  return runOffThread(PARSE_CONTRACT, file);
}

export function previewOf(fileName: string, format: string, parsed: ParsedContract): ContractImportPreview {
  return {
    fileName,
    format,
    warnings: parsed.warnings,
    sectionCount: parsed.documents.reduce((n, d) => n + d.sections.length, 0),
    documents: parsed.documents.map((d) => ({
      title: d.title,
      kind: d.kind,
      label: d.label,
      effectiveDate: d.effectiveDate,
      articleCount: new Set(d.sections.map((s) => s.articleNumber)).size,
      sections: d.sections.map((s) => ({
        reference: referenceOf(d, s),
        articleLabel: articleLabelOf(d, s),
        articleTitle: s.articleTitle,
        sectionNumber: s.sectionNumber,
        sectionTitle: s.sectionTitle,
        subsections: s.subsections,
        excerpt: s.text.length > 160 ? `${s.text.slice(0, 157).trimEnd()}...` : s.text,
        characters: s.text.length,
      })),
    })),
  };
}

export async function previewContractFile(file: ContractFile): Promise<ContractImportPreview> {
  const { parsed, format } = await parseContractFile(file);
  return previewOf(file.fileName, format, parsed);
}

// Serialises publishes: two administrators publishing at once get one version after the other, never a mix.
const PUBLISH_LOCK = 5_195_001;

export interface PublishOptions {
  fileName?: string | null;
  title?: string;
  effectiveDate?: string;
  /** Tests only: runs inside the transaction after every row is written, before the commit. */
  beforeCommit?: () => Promise<void>;
}

/**
 * Replaces the published contract with this one in ONE transaction: readers see the old version until the commit
 * and the new one after it; a failure anywhere leaves the old version published and nothing of the new one.
 */
export async function publishParsedContract(
  em: EntityManager,
  parsed: ParsedContract,
  options: PublishOptions = {},
): Promise<ContractDocument[]> {
  const overrides = parseInput(contractPublishSchema, { title: options.title, effectiveDate: options.effectiveDate });
  if (parsed.documents.length === 0) throw badInput('No articles or sections were found in this file.');
  const created = await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [PUBLISH_LOCK], 'get');
    const last = await tx.execute<{ max: number | null }>('select max(version) as max from contract_documents', [], 'get');
    const version = Number(last?.max ?? 0) + 1;
    await tx.nativeUpdate(ContractDocument, { isPublished: true }, { isPublished: false });
    const docs = parsed.documents.map((d, position) => {
      const isAgreement = d.kind === 'agreement' && position === parsed.documents.findIndex((x) => x.kind === 'agreement');
      const doc = tx.create(ContractDocument, {
        title: (isAgreement && overrides.title) || d.title,
        kind: d.kind,
        label: d.label,
        effectiveDate: (isAgreement && overrides.effectiveDate) || d.effectiveDate,
        version,
        isPublished: true,
        position,
        sourceFileName: options.fileName ?? null,
      });
      d.sections.forEach((s, order) => {
        tx.create(ContractSection, {
          document: doc,
          articleNumber: s.articleNumber,
          articleTitle: s.articleTitle.slice(0, 300),
          articleLabel: articleLabelOf(d, s),
          sectionNumber: s.sectionNumber,
          sectionTitle: s.sectionTitle?.slice(0, 300) ?? null,
          reference: referenceOf(d, s).slice(0, 500),
          text: s.text,
          order,
        });
      });
      return doc;
    });
    await tx.flush();
    await options.beforeCommit?.();
    return docs;
  });
  return created;
}

export async function publishContractFile(
  em: EntityManager,
  file: ContractFile,
  overrides: { title?: string; effectiveDate?: string } = {},
) {
  const { parsed } = await parseContractFile(file);
  const docs = await publishParsedContract(em, parsed, { fileName: file.fileName, ...overrides });
  return em.find(ContractDocument, { id: { $in: docs.map((d) => d.id) } }, { populate: ['sections'], orderBy: { position: 'asc' } });
}
