import type { EmploymentStatus, EngineAnswer } from './engine.js';
import type { ContractIndex } from './retrieval.js';

/** A contract provision an incident may have violated. */
export interface SuggestedArticle {
  article: string;
  reason: string;
  confidence: number;
  sectionId: string;
}

/**
 * Answers from the published contract's index. Two implementations: `local` (the retrieval engine alone, offline)
 * and `openai` (the model over the same retrieved passages, falling back to the local answer on any failure).
 * Which one an app uses is chosen once, in createAnswerer.
 */
export interface ContractAnswerer {
  answer(index: ContractIndex, question: string, status: EmploymentStatus): Promise<EngineAnswer>;
  suggest(index: ContractIndex, incident: string): Promise<SuggestedArticle[]>;
}
