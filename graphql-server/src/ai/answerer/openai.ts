import OpenAI from 'openai';
import type { Logger } from '../../logger.js';
import type { ContractAnswerer } from './answerer.js';
import {
  answerPassages,
  type Citation,
  DECLINE_BELOW,
  DECLINED_MAX_CONFIDENCE,
  type EmploymentStatus,
  type EngineAnswer,
  incidentHits,
  offlineAnswer,
  type Retrieval,
  retrieve,
} from './engine.js';
import { localSuggestions } from './local.js';
import type { Hit, SectionRecord } from './retrieval.js';

/** A client from createOpenAiClient and the model to ask. */
export interface OpenAiModel {
  client: OpenAI;
  model: string;
}

/** How many retrieved sections go to the model. */
const PASSAGES = 6;

export function passagesFor(r: Retrieval): Hit[] {
  const chosen: Hit[] = [];
  for (const h of [...answerPassages(r), ...r.hits]) {
    if (chosen.length >= PASSAGES) break;
    if (!chosen.includes(h)) chosen.push(h);
  }
  return chosen;
}

const SYSTEM_ANSWER = [
  "You answer a union member's question about their collective bargaining agreement.",
  'Use ONLY the contract passages given below; never rely on outside knowledge of labour law or of other contracts.',
  'Cite every claim with the reference of the passage it comes from, in square brackets, exactly as the passage is labelled, e.g. [Article 7, Section 7.4 - Mandatory Overtime].',
  'If the passages do not answer the question, say that the contract does not appear to cover it and suggest asking a shop steward; set "covered" to false.',
  'For questions about discipline, discharge or investigations, remind the member to contact a shop steward and of their right to union representation, citing the passage that grants it if one is given.',
  'Be brief and plain (at most about 120 words). Reply with JSON only: {"answer": string, "citations": string[], "covered": boolean}.',
].join('\n');

const SYSTEM_ANALYSIS = [
  'A union member describes a workplace incident. Decide which of the contract passages below the incident may have violated.',
  'Use ONLY the passages given; suggest at most 3, most likely first, and only passages that really apply.',
  'Reply with JSON only: {"suggestions": [{"citation": string (the passage label exactly as given), "reason": string (one or two sentences on why it may apply)}]}.',
].join('\n');

function passageBlock(hits: Hit[]): string {
  return hits.map((h) => `[${h.section.reference}]\n${h.section.text}`).join('\n\n');
}

interface ParsedCitation {
  label: string;
  section: string | null;
}

/** 'Article 7, Section 7.4 - Mandatory Overtime' -> { label: 'article 7', section: '7.4' } */
function parseCitation(raw: string): ParsedCitation | null {
  const text = raw.replace(/[[\]]/g, '').trim().toLowerCase();
  const label = /^(article\s+[0-9ivxlc]+|[a-z ]*?(?:letter|memorandum)[a-z ]*?\s*(?:no\.?\s*)?[0-9a-z]{0,4})\b/
    .exec(text)?.[1]
    ?.replace(/\s+/g, ' ')
    .trim();
  if (!label) return null;
  const section = /section\s+([0-9][0-9.]*[0-9]|[0-9])/.exec(text)?.[1] ?? null;
  return { label, section };
}

/** The retrieved section a citation names, or null when the model cited something it was not given. */
export function matchCitation(raw: string, passages: SectionRecord[]): SectionRecord | null {
  const c = parseCitation(raw);
  if (!c) return null;
  const candidates = passages.filter((p) => p.articleLabel.toLowerCase().replace(/\s+/g, ' ') === c.label);
  if (c.section === null) return candidates[0] ?? null;
  return candidates.find((p) => (p.sectionNumber ?? '') === c.section) ?? null;
}

/** Sentences of the model's answer; a citation written after the full stop stays with its sentence. */
function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/(?<=[.!?])\s+(?=[A-Z"(])/)) {
    const prev = out[out.length - 1];
    if (prev && /\b(?:a\.m|p\.m|no|sec|e\.g|i\.e|art|vs)\.$/i.test(prev)) out[out.length - 1] = `${prev} ${part}`;
    else out.push(part);
  }
  return out;
}

interface Checked {
  text: string;
  citations: Citation[];
  fabricated: number;
}

/**
 * Keeps what the passages support: a bracketed citation that names no retrieved passage is removed, and a sentence
 * that rests only on such citations is dropped.
 */
export function checkCitations(answer: string, listed: string[], passages: SectionRecord[]): Checked {
  const citations: Citation[] = [];
  const add = (s: SectionRecord) => {
    if (!citations.some((c) => c.sectionId === s.id)) citations.push({ reference: s.reference, sectionId: s.id });
  };
  const fabricatedRefs = new Set<string>();
  const sentencesOut: string[] = [];
  for (const sentence of splitSentences(answer)) {
    const brackets = [...sentence.matchAll(/\[([^\]]{3,200})\]/g)];
    let kept = 0;
    let cleaned = sentence;
    for (const b of brackets) {
      const match = matchCitation(b[1], passages);
      if (match) {
        kept += 1;
        add(match);
      } else if (parseCitation(b[1])) {
        fabricatedRefs.add(b[1].trim().toLowerCase());
        cleaned = cleaned.replace(b[0], '');
      }
    }
    const citedOnlyFabricated = brackets.length > 0 && kept === 0 && brackets.some((b) => parseCitation(b[1]));
    if (!citedOnlyFabricated) sentencesOut.push(cleaned.replace(/\s+([.,;])/g, '$1').trim());
  }
  for (const raw of listed) {
    const match = matchCitation(raw, passages);
    if (match) add(match);
    else fabricatedRefs.add(raw.replace(/[[\]]/g, '').trim().toLowerCase());
  }
  // The same invented reference in the text and in the list counts once.
  const fabricated = new Set(
    [...fabricatedRefs].map((r) => {
      const p = parseCitation(r);
      return p ? `${p.label}|${p.section}` : r;
    }),
  ).size;
  return { text: sentencesOut.filter(Boolean).join(' '), citations, fabricated };
}

function parseJson(content: string | null | undefined): Record<string, unknown> | null {
  if (!content) return null;
  const body = /\{[\s\S]*\}/.exec(content)?.[0];
  if (!body) return null;
  try {
    const value = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timed out';
  if (error instanceof OpenAI.APIError) return `answered ${error.status ?? 'without a status'}`;
  return error instanceof Error ? error.message : String(error);
}

async function complete(settings: OpenAiModel, system: string, user: string): Promise<Record<string, unknown> | null> {
  const completion = await settings.client.chat.completions.create({
    model: settings.model,
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
  });
  return parseJson(completion.choices[0]?.message?.content);
}

/**
 * The same retrieved passages, answered by the model; null when the model fails (timeout, 429, 5xx, unusable reply),
 * so the caller gives the offline answer and the member never sees the failure.
 */
export async function openAiAnswer(
  settings: OpenAiModel,
  r: Retrieval,
  status: EmploymentStatus,
  logger: Logger,
): Promise<EngineAnswer | null> {
  const passages = passagesFor(r);
  if (passages.length === 0) return null;
  const member =
    status === 'part_time'
      ? 'The member is a PART-TIME employee: put provisions for part-time employees first, and say that they apply because the member is part-time.'
      : 'The member is a full-time employee.';
  const user = `${member}\n\nQuestion: ${r.question}\n\nContract passages:\n\n${passageBlock(passages)}`;
  let reply: Record<string, unknown> | null;
  try {
    reply = await complete(settings, SYSTEM_ANSWER, user);
  } catch (error) {
    logger.warn(`OpenAI ${describeFailure(error)}; answering offline`);
    return null;
  }
  if (!reply || typeof reply.answer !== 'string' || !reply.answer.trim()) {
    logger.warn('OpenAI gave no usable answer; answering offline');
    return null;
  }
  const listed = Array.isArray(reply.citations) ? reply.citations.filter((c): c is string => typeof c === 'string') : [];
  const checked = checkCitations(
    reply.answer,
    listed,
    passages.map((h) => h.section),
  );
  if (reply.covered === false) {
    return {
      answer: checked.text || reply.answer,
      confidence: Math.min(r.confidence, DECLINED_MAX_CONFIDENCE),
      citations: [],
      declined: true,
      engine: 'openai',
    };
  }
  if (checked.citations.length === 0 || !checked.text) {
    logger.warn('OpenAI answer cited nothing it was given; answering offline');
    return null;
  }
  // Confidence rests on the retrieval's evidence; each invented citation takes a share of it away.
  const valid = checked.citations.length;
  const base = r.declined ? Math.min(r.confidence, DECLINED_MAX_CONFIDENCE) : r.confidence;
  const confidence = Math.max(0, Math.round((base * valid) / (valid + checked.fabricated) - 10 * checked.fabricated));
  if (checked.fabricated > 0) logger.warn(`OpenAI cited ${checked.fabricated} passage(s) it was not given; dropped`);
  return { answer: checked.text, confidence, citations: checked.citations, declined: false, engine: 'openai' };
}

export interface Suggestion {
  section: SectionRecord;
  reason: string;
}

/** The model's pick among the passages for an incident; null on any failure (the caller falls back offline). */
export async function openAiSuggestions(
  settings: OpenAiModel,
  incident: string,
  hits: Hit[],
  logger: Logger,
): Promise<Suggestion[] | null> {
  if (hits.length === 0) return null;
  let reply: Record<string, unknown> | null;
  try {
    reply = await complete(settings, SYSTEM_ANALYSIS, `Incident:\n${incident}\n\nContract passages:\n\n${passageBlock(hits)}`);
  } catch (error) {
    logger.warn(`OpenAI ${describeFailure(error)}; analysing offline`);
    return null;
  }
  const list = Array.isArray(reply?.suggestions) ? reply.suggestions : null;
  if (!list) return null;
  const out: Suggestion[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { citation, reason } = item as { citation?: unknown; reason?: unknown };
    if (typeof citation !== 'string' || typeof reason !== 'string') continue;
    const section = matchCitation(
      citation,
      hits.map((h) => h.section),
    );
    if (section && !out.some((s) => s.section.id === section.id)) out.push({ section, reason: reason.trim().slice(0, 600) });
  }
  return out.length > 0 ? out.slice(0, 3) : null;
}

/**
 * The model over the engine's retrieved passages. It is asked only when the contract has something close to say (near
 * the decline threshold or above); otherwise, and whenever the model fails, the answer is the local one.
 */
export function openAiAnswerer(settings: OpenAiModel, logger: Logger): ContractAnswerer {
  return {
    async answer(index, question, status) {
      const r = retrieve(index, question, status);
      // Otherwise the honest answer is the offline one, and no budget is spent; a subject the contract never
      // mentions is declined whatever a model would make of the passages.
      if (r.confidence >= DECLINE_BELOW - 10 && !r.absentTopic) {
        const online = await openAiAnswer(settings, r, status, logger);
        if (online) return online;
      }
      return offlineAnswer(index, r);
    },
    async suggest(index, incident) {
      const { hits } = incidentHits(index, incident);
      const online = await openAiSuggestions(settings, incident, hits, logger);
      if (online) {
        return online.map((s, i) => ({
          article: s.section.reference,
          reason: s.reason,
          sectionId: s.section.id,
          confidence: Math.round((hits.find((h) => h.section.id === s.section.id)?.coverage ?? 0.5) * 100 * (i === 0 ? 1 : 0.85)),
        }));
      }
      return localSuggestions(index, incident);
    },
  };
}
