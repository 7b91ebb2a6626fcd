import type { EntityManager } from '@mikro-orm/postgresql';
import { DECLINE_BELOW, type EngineAnswer, offlineAnswer, offlineSuggestions, incidentHits, retrieve } from '../../ai/contract/engine.js';
import { type OpenAiSettings, openAiAnswer, openAiSuggestions } from '../../ai/contract/openai.js';
import type { Config } from '../../config.js';
import { parseId } from '../../db/find.js';
import { AppError, notFound } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { CONTRACT_LIMITS, contractQuestionSchema, grievanceAnalysisSchema } from '../../rules/contract.js';
import { parseInput } from '../../validation.js';
import type { User } from '../users/user.entity.js';
import { ContractDocument, ContractSection } from './contract.entities.js';
import { publishedIndex } from './contract.knowledge.js';
import type { ContractAnswer, GrievanceAnalysis } from './contract.types.js';

export interface AssistantDeps {
  em: EntityManager;
  config: Config;
  logger: Logger;
}

export function openAiSettings(config: Config): OpenAiSettings | null {
  if (!config.OPENAI_API_KEY) return null;
  return {
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  };
}

export const rateLimited = () =>
  new AppError('RATE_LIMITED', 'You have asked a lot of questions in a short time. Please wait a minute and try again.');

/** At most CONTRACT_LIMITS.asksPerMinute questions and analyses per member per minute, counted in the database. */
export async function assertWithinRateLimit(em: EntityManager, user: User): Promise<void> {
  const row = await em.execute<{ count: number }>(
    `insert into contract_rate_limits (key, window_start, count) values (?, now(), 1)
     on conflict (key) do update set
       count = case when contract_rate_limits.window_start <= now() - interval '60 seconds' then 1 else contract_rate_limits.count + 1 end,
       window_start = case when contract_rate_limits.window_start <= now() - interval '60 seconds' then now() else contract_rate_limits.window_start end
     returning count`,
    [`user:${user.id}`],
    'get',
  );
  if (Number(row?.count ?? 0) > CONTRACT_LIMITS.asksPerMinute) throw rateLimited();
}

const NO_CONTRACT: EngineAnswer = {
  answer:
    'No contract has been published yet, so there is nothing to answer from. Please ask your shop steward, or an administrator can import the contract from Admin Tools.',
  confidence: 0,
  citations: [],
  declined: true,
  engine: 'offline',
};

function toContractAnswer(a: EngineAnswer): ContractAnswer {
  return {
    answer: a.answer,
    timestamp: new Date(),
    confidence: a.confidence,
    sources: a.citations.map((c) => c.reference),
    citations: a.citations,
  };
}

/** SPEC 'POST /api/contract/ask': an answer from the published contract, with its confidence and sources. */
export async function askContract(deps: AssistantDeps, actor: User, input: unknown): Promise<ContractAnswer> {
  const { question } = parseInput(contractQuestionSchema, input);
  await assertWithinRateLimit(deps.em, actor);
  const index = await publishedIndex(deps.em);
  if (!index) return toContractAnswer(NO_CONTRACT);
  const r = retrieve(index, question, actor.employmentStatus);
  const settings = openAiSettings(deps.config);
  // The model is asked only when the contract has something close to say (near the decline threshold or above);
  // otherwise the honest answer is the offline one, and no budget is spent.
  if (settings && r.confidence >= DECLINE_BELOW - 10) {
    const online = await openAiAnswer(settings, r, actor.employmentStatus, deps.logger);
    if (online) return toContractAnswer(online);
  }
  return toContractAnswer(offlineAnswer(index, r));
}

/** SPEC 'POST /api/journal/analyze-for-grievance': contract provisions an incident may have violated, and why. */
export async function analyzeForGrievance(deps: AssistantDeps, actor: User, input: unknown): Promise<GrievanceAnalysis> {
  const { journalContent } = parseInput(grievanceAnalysisSchema, input);
  await assertWithinRateLimit(deps.em, actor);
  const index = await publishedIndex(deps.em);
  if (!index) return { suggestedArticles: [] };
  const settings = openAiSettings(deps.config);
  if (settings) {
    const { hits } = incidentHits(index, journalContent);
    const online = await openAiSuggestions(settings, journalContent, hits, deps.logger);
    if (online) {
      return {
        suggestedArticles: online.map((s, i) => ({
          article: s.section.reference,
          reason: s.reason,
          sectionId: s.section.id,
          confidence: Math.round((hits.find((h) => h.section.id === s.section.id)?.coverage ?? 0.5) * 100 * (i === 0 ? 1 : 0.85)),
        })),
      };
    }
  }
  return {
    suggestedArticles: offlineSuggestions(index, journalContent).map((s) => ({
      article: s.section.reference,
      reason: s.reason,
      confidence: s.confidence,
      sectionId: s.section.id,
    })),
  };
}

/** The published contract: its documents with their sections in order. */
export function contractOutline(em: EntityManager): Promise<ContractDocument[]> {
  return em.find(ContractDocument, { isPublished: true }, { populate: ['sections'], orderBy: { position: 'asc' } });
}

/** One section's full text (also from an earlier version, so an old answer's source still opens). */
export async function contractSection(em: EntityManager, id: unknown): Promise<ContractSection> {
  const section = await em.findOne(ContractSection, { id: parseId(id, 'Contract section') }, { populate: ['document'] });
  if (!section) throw notFound('Contract section');
  return section;
}

/** Every imported version, newest first (administrators). */
export function contractVersions(em: EntityManager): Promise<ContractDocument[]> {
  return em.find(ContractDocument, {}, { orderBy: { version: 'desc', position: 'asc' } });
}
