import { articleLabelOf, type ParsedContract, referenceOf } from './parse.js';
import type { SectionRecord } from '../../../ai/answerer/retrieval.js';

/** Passages straight from a parsed file (the benchmark and previews use this; the app reads them from the database). */
export function sectionRecordsOf(parsed: ParsedContract): SectionRecord[] {
  return parsed.documents.flatMap((doc, d) =>
    doc.sections.map((s, i) => ({
      id: `${d}:${i}`,
      documentTitle: doc.title,
      documentKind: doc.kind,
      articleLabel: articleLabelOf(doc, s),
      articleTitle: s.articleTitle,
      sectionNumber: s.sectionNumber,
      sectionTitle: s.sectionTitle,
      reference: referenceOf(doc, s),
      text: s.text,
    })),
  );
}
