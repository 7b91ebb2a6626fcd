import type { ContractAnswerer, SuggestedArticle } from './answerer.js';
import { offlineAnswer, offlineSuggestions, retrieve } from './engine.js';
import type { ContractIndex } from './retrieval.js';

export function localSuggestions(index: ContractIndex, incident: string): SuggestedArticle[] {
  return offlineSuggestions(index, incident).map((s) => ({
    article: s.section.reference,
    reason: s.reason,
    confidence: s.confidence,
    sectionId: s.section.id,
  }));
}

/** The retrieval engine alone: no network, the same answer every time. */
export function localAnswerer(): ContractAnswerer {
  return {
    answer: async (index, question, status) => offlineAnswer(index, retrieve(index, question, status)),
    suggest: async (index, incident) => localSuggestions(index, incident),
  };
}
