import { CONTRACT_LIMITS } from '@union/rules/contract';
import { formatDate } from '@/lib/format';
import type { JournalEntry } from '../api/useJournal';

/** The Convert to Grievance form as it holds its fields (an optional field left empty is ''). */
export type GrievanceFormValues = {
  title: string;
  description: string;
  contractViolation: string;
  location: string;
  witnessName: string;
  witnessEmployeeNumber: string;
  witnessPhone: string;
  witnessEmail: string;
};

/** A contract article the analysis suggested, with why it may apply. */
export type Suggestion = { article: string; reason: string; confidence: number; sectionId: string };

/**
 * The title is 'Entry' plus the formatted entry date, the description the incident notes, the witness the
 * entry's first participant; the violation and location are the member's to write.
 */
export function grievanceDefaults(entry: JournalEntry): GrievanceFormValues {
  const witness = [...entry.participants].sort((a, b) => a.order - b.order)[0];
  return {
    title: `Entry ${formatDate(entry.entryDate)}`,
    description: entry.incidentNotes,
    contractViolation: '',
    location: '',
    witnessName: witness?.name ?? '',
    witnessEmployeeNumber: witness?.employeeNumber ?? '',
    witnessPhone: '',
    witnessEmail: '',
  };
}

/** What the analysis reads: the event and the incident notes, cut to the length the analysis accepts. */
export function analysisText(entry: JournalEntry): string {
  return `${entry.event.eventTitle}\n\n${entry.incidentNotes}`.slice(0, CONTRACT_LIMITS.journalContentMax);
}

const lines = (text: string) => text.split('\n').map((line) => line.trim());

/** Whether the violation text already cites this article on a line of its own. */
export const citesArticle = (violation: string, article: string) => lines(violation).includes(article.trim());

/** The violation text with the article added on its own line (unchanged when it is already there). */
export function withArticle(violation: string, article: string): string {
  if (citesArticle(violation, article)) return violation;
  const before = violation.trimEnd();
  return before ? `${before}\n${article.trim()}` : article.trim();
}

/** The suggestions the member saw, as a steward reads them later (kept with the grievance as aiAssistance). */
export function aiAssistanceText(suggestions: readonly Suggestion[]): string | null {
  if (suggestions.length === 0) return null;
  const items = suggestions.map((s) => `- ${s.article} (confidence ${s.confidence}%): ${s.reason}`);
  return ['Contract articles suggested by the AI analysis:', ...items].join('\n');
}
