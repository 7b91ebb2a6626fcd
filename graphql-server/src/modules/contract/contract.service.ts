import type { EntityManager } from '@mikro-orm/postgresql';
import type { EngineAnswer } from '../../ai/answerer/engine.js';
import type { ContractAnswerer } from '../../ai/answerer/answerer.js';
import { parseId } from '../../db/find.js';
import { AppError, notFound } from '../../errors.js';
import { CONTRACT_LIMITS, contractQuestionSchema, grievanceAnalysisSchema } from '@union/rules/contract';
import { parseInput } from '../../validation.js';
import type { RequestContext } from '../../http/context.js';
import { isAboutRepresentation, type LaborLaw } from '@union/rules/representation';
import { representationRights } from '../rights/rights.service.js';
import type { RepresentationScript } from '../rights/rights.types.js';
import type { User } from '../../auth/user.entity.js';
import { ContractDocument, ContractSection } from './contract.entities.js';
import { publishedIndex } from './contract.knowledge.js';
import type { ContractAnswer, GrievanceAnalysis } from './contract.types.js';

export interface AssistantDeps {
  em: EntityManager;
  /** Built once by buildServices: online (OpenAI) or offline, chosen there. */
  answerer: ContractAnswerer;
  /** The local's labour-law regime: a question about representation is answered with its script too. */
  laborLaw: LaborLaw;
}

/** What the assistant needs of a request, the same for both doors. */
export const assistantOf = (ctx: Pick<RequestContext, 'em' | 'services'>): AssistantDeps => ({
  em: ctx.em,
  answerer: ctx.services.answerer,
  laborLaw: ctx.services.config.LABOR_LAW,
});

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

function toContractAnswer(a: EngineAnswer, representation: RepresentationScript | null): ContractAnswer {
  return {
    answer: a.answer,
    timestamp: new Date(),
    confidence: a.confidence,
    sources: a.citations.map((c) => c.reference),
    citations: a.citations,
    representation,
  };
}

/** POST /api/contract/ask: an answer from the published contract, with its confidence and sources. */
export async function askContract(deps: AssistantDeps, actor: User, input: unknown): Promise<ContractAnswer> {
  const { question } = parseInput(contractQuestionSchema, input);
  await assertWithinRateLimit(deps.em, actor);
  // The agreement's text alone does not say what this local's members may do in the room: the script does.
  const representation = isAboutRepresentation(question) ? (await representationRights(deps.em, deps.laborLaw)).script : null;
  const index = await publishedIndex(deps.em);
  if (!index) return toContractAnswer(NO_CONTRACT, representation);
  return toContractAnswer(await deps.answerer.answer(index, question, actor.employmentStatus), representation);
}

/** POST /api/journal/analyze-for-grievance: contract provisions an incident may have violated, and why. */
export async function analyzeForGrievance(deps: AssistantDeps, actor: User, input: unknown): Promise<GrievanceAnalysis> {
  const { journalContent } = parseInput(grievanceAnalysisSchema, input);
  await assertWithinRateLimit(deps.em, actor);
  const index = await publishedIndex(deps.em);
  if (!index) return { suggestedArticles: [] };
  return { suggestedArticles: await deps.answerer.suggest(index, journalContent) };
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
