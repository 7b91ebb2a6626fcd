import { describe, expect, it } from 'vitest';
import { isAboutRepresentation, LABOR_LAWS, representationProvisionSchema, representationScript } from './representation.js';

const provision = (allowsDeclining: boolean) => ({ reference: 'Article 19, Section 4', allowsDeclining });
const everything = (s: ReturnType<typeof representationScript>) => [s.basis, s.words, ...s.steps].join(' ');

describe('what a member is told to say when called into a meeting that could lead to discipline', () => {
  it('under the NLRA: the Weingarten script, declining to take part until the representative arrives', () => {
    const script = representationScript('nlra', null);
    expect(script.kind).toBe('weingarten');
    expect(script.basis).toContain('Weingarten');
    expect(script.words).toContain('I choose not to participate in this discussion');
  });

  it('under the RLA with no provision confirmed: ask, have it noted, answer truthfully, call a steward after; never decline', () => {
    const script = representationScript('rla', null);
    expect(script.kind).toBe('ask_and_note');
    expect(everything(script)).not.toMatch(/weingarten/i);
    expect(everything(script)).not.toMatch(/not to participate|decline to answer|refuse to answer|not answer/i);
    expect(script.words).toMatch(/steward/i);
    expect(script.words).toMatch(/note/i);
    expect(script.steps.join(' ')).toMatch(/truthfully/);
    expect(script.steps.join(' ')).toMatch(/insubordination/);
    expect(script.steps.at(-1)).toMatch(/steward right after/i);
  });

  it('in the public sector with no provision confirmed: the same as the RLA', () => {
    expect(representationScript('public', null).kind).toBe('ask_and_note');
    expect(everything(representationScript('public', null))).not.toMatch(/weingarten|not to participate/i);
  });

  it('with a confirmed provision: cites the article; declines to go on only where the agreement allows it', () => {
    for (const law of ['rla', 'public'] as const) {
      const withoutDeclining = representationScript(law, provision(false));
      expect(withoutDeclining.kind).toBe('agreement');
      expect(withoutDeclining.words).toContain('Article 19, Section 4');
      expect(everything(withoutDeclining)).not.toMatch(/not to participate|not answer questions/i);
      expect(withoutDeclining.steps.join(' ')).toMatch(/truthfully/);

      const withDeclining = representationScript(law, provision(true));
      expect(withDeclining.words).toContain('Article 19, Section 4');
      expect(withDeclining.words).toMatch(/until my representative arrives/i);
    }
  });

  it('under the NLRA a confirmed provision is cited too, and the Weingarten right stays', () => {
    const script = representationScript('nlra', provision(false));
    expect(script.kind).toBe('weingarten');
    expect(script.basis).toContain('Article 19, Section 4');
    expect(script.words).toContain('I choose not to participate in this discussion');
  });

  it('knows the three regimes and refuses a provision without a reference', () => {
    expect(LABOR_LAWS).toEqual(['rla', 'nlra', 'public']);
    expect(representationProvisionSchema.safeParse({ reference: '  ', allowsDeclining: false }).success).toBe(false);
    expect(representationProvisionSchema.safeParse({ reference: 'Article 19', allowsDeclining: true }).success).toBe(true);
  });
});

describe('questions about representation', () => {
  it('are recognised however a member puts them', () => {
    for (const q of [
      'Can I have a union rep in a meeting with my supervisor?',
      'Do I get a steward present when they question me?',
      'What are my Weingarten rights?',
      'My manager called me to an investigatory interview, what do I do?',
      'Is there a right to representation at a disciplinary hearing?',
    ]) {
      expect(isAboutRepresentation(q), q).toBe(true);
    }
    for (const q of ['How is overtime distributed?', 'How many sick days do I get?', 'When is the shift bid?']) {
      expect(isAboutRepresentation(q), q).toBe(false);
    }
  });
});
