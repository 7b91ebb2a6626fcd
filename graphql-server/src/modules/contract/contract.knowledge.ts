import type { EntityManager } from '@mikro-orm/postgresql';
import type { SectionRecord } from '../../ai/answerer/retrieval.js';
import { ContractIndex } from '../../ai/answerer/retrieval.js';
import { ContractDocument, ContractSection } from './contract.entities.js';

// The published contract as a search index, built once per published version and reused by every question.
// Each question checks which version is published (one small query), so an import on any app server is seen
// by all of them at their next question.

const cache = new Map<string, ContractIndex>();
const CACHE_SIZE = 8;

export function recordOf(s: ContractSection): SectionRecord {
  return {
    id: s.id,
    documentTitle: s.document.title,
    documentKind: s.document.kind,
    articleLabel: s.articleLabel,
    articleTitle: s.articleTitle,
    sectionNumber: s.sectionNumber ?? null,
    sectionTitle: s.sectionTitle ?? null,
    reference: s.reference,
    text: s.text,
  };
}

export async function publishedIndex(em: EntityManager): Promise<ContractIndex | null> {
  const docs = await em.find(ContractDocument, { isPublished: true }, { orderBy: { position: 'asc' } });
  if (docs.length === 0) return null;
  const key = docs.map((d) => `${d.id}@${d.version}`).join('|');
  const cached = cache.get(key);
  if (cached) return cached;
  const sections = await em.find(
    ContractSection,
    { document: { $in: docs.map((d) => d.id) } },
    { populate: ['document'], orderBy: { document: { position: 'asc' }, order: 'asc' } },
  );
  const index = new ContractIndex(sections.map(recordOf));
  cache.set(key, index);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return index;
}
