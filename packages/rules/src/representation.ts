import { z } from 'zod';
import { withoutNul } from './text.js';

// Representation in a meeting that could lead to discipline, as it is for this local: what a member may ask for and the
// words to say follow from the labour-law regime the local is under and from what its agreement grants. Under the
// NLRA (Weingarten) an employee may decline to go on with an investigatory interview until the representative arrives.
// Under the Railway Labor Act (airlines, railroads) that rule does not apply: a representative is a right only where
// the agreement grants one, and a member who declines to take part where it does not can be charged with
// insubordination ("obey now, grieve later"). Public-sector law varies by state: the agreement decides there too.

export const LABOR_LAWS = ['rla', 'nlra', 'public'] as const;
export type LaborLaw = (typeof LABOR_LAWS)[number];

export const LABOR_LAW_LABELS: Record<LaborLaw, string> = {
  rla: 'Railway Labor Act (airlines and railroads)',
  nlra: 'National Labor Relations Act (private sector)',
  public: 'Public-sector labour law (state or federal employees)',
};

export const REPRESENTATION_LIMITS = { referenceMax: 200 } as const;

/** An officer's confirmation of the agreement's representation provision. */
export const representationProvisionSchema = z.object({
  reference: z
    .string()
    .transform((v) => withoutNul(v).trim())
    .pipe(
      z
        .string()
        .min(1, 'Name the article and section that grants representation')
        .max(REPRESENTATION_LIMITS.referenceMax, `At most ${REPRESENTATION_LIMITS.referenceMax} characters`),
    ),
  allowsDeclining: z.boolean(),
  /** The contract section it was confirmed from, when the officer picked one the contract engine proposed. */
  sectionId: z.string().uuid().nullish(),
});
export type RepresentationProvisionInput = z.input<typeof representationProvisionSchema>;

export interface ConfirmedProvision {
  reference: string;
  /** Whether the agreement lets a member decline to go on until the representative arrives. */
  allowsDeclining: boolean;
}

export const SCRIPT_KINDS = ['weingarten', 'agreement', 'ask_and_note'] as const;
export type ScriptKind = (typeof SCRIPT_KINDS)[number];

export interface RepresentationScript {
  kind: ScriptKind;
  /** One or two sentences: where the right comes from, for this local. */
  basis: string;
  /** The words to say, as the member would say them. */
  words: string;
  /** What to do, in order. */
  steps: string[];
}

const WEINGARTEN_WORDS =
  'If this discussion could in any way lead to my being disciplined or terminated, I respectfully request that my union representative be present at the meeting. Until my representative arrives, I choose not to participate in this discussion.';

const CALL_A_STEWARD_AFTER = 'Contact a steward right after the meeting, and write down who was there, what was said and when.';
const ANSWER_TRUTHFULLY =
  'If the meeting goes on without a steward, stay and answer truthfully: refusing to take part can be charged as insubordination. Comply now, grieve later.';

export function representationScript(law: LaborLaw, provision: ConfirmedProvision | null): RepresentationScript {
  if (law === 'nlra') {
    return {
      kind: 'weingarten',
      basis:
        'Under the National Labor Relations Act (the Weingarten rule), you may ask for a union representative in an investigatory ' +
        'interview you reasonably believe could lead to discipline, and decline to go on until one arrives.' +
        (provision ? ` Your agreement also provides for it: ${provision.reference}.` : ''),
      words: WEINGARTEN_WORDS,
      steps: [
        'Say the words before the interview starts, or as soon as it turns to possible discipline.',
        'If management refuses and goes on, stay in the room but do not answer questions; write down who refused and when.',
        CALL_A_STEWARD_AFTER,
      ],
    };
  }
  const regime = law === 'rla' ? 'Under the Railway Labor Act, which covers airline workers,' : 'In the public sector,';
  if (provision) {
    const declining = provision.allowsDeclining;
    return {
      kind: 'agreement',
      basis: `${regime} a union representative in a meeting that could lead to discipline is a right where the agreement grants it. Yours does: ${provision.reference}.`,
      words:
        `Under ${provision.reference} of our agreement, I am asking for my union representative to be present before this meeting goes on.` +
        (declining
          ? ' Until my representative arrives, I choose not to participate in this discussion.'
          : ' Please note my request, and your answer, in the record of this meeting.'),
      steps: declining
        ? [
            'Say the words before the meeting starts, or as soon as it turns to possible discipline.',
            'If management refuses and goes on, stay in the room; ask that your request and the refusal be noted.',
            CALL_A_STEWARD_AFTER,
          ]
        : [
            'Say the words before the meeting starts, or as soon as it turns to possible discipline.',
            'Ask that your request, and the answer to it, be noted.',
            ANSWER_TRUTHFULLY,
            CALL_A_STEWARD_AFTER,
          ],
    };
  }
  return {
    kind: 'ask_and_note',
    basis: `${regime} a union representative in a meeting that could lead to discipline is a right only where the agreement grants one. Asking is always allowed.`,
    words:
      'I am asking for a union steward to be present for this meeting. Please note my request, and your answer, in the record of this meeting.',
    steps: [
      'Ask for a steward before the meeting starts and before you answer questions.',
      'Ask that your request, and a refusal, be noted.',
      ANSWER_TRUTHFULLY,
      CALL_A_STEWARD_AFTER,
    ],
  };
}

/** What the contract engine is asked to find the agreement's own provision on representation. */
export const REPRESENTATION_QUESTION = 'What are my rights to union representation in an investigatory meeting?';

const ABOUT_REPRESENTATION =
  /\b(?:weingarten|union rep(?:resentative|resentation)?s?|represent(?:ation|ative)|steward (?:present|in the (?:meeting|room))|(?:investigatory|investigative|disciplinary|fact[- ]finding) (?:meeting|interview|hearing))\b/i;

/** Whether a member's question is about representation in a meeting that could lead to discipline. */
export const isAboutRepresentation = (question: string) => ABOUT_REPRESENTATION.test(question);
