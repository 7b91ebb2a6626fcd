import { describe, expect, it } from 'vitest';
import { wordErrorRate, words } from './wer.js';

describe('wordErrorRate', () => {
  it('is 0 for the same words whatever the case and punctuation', () => {
    expect(wordErrorRate('Good morning. The steward is here!', 'good morning the steward is here')).toEqual({
      referenceWords: 6,
      errors: 0,
      rate: 0,
    });
  });

  it('counts a substitution, a deletion and an insertion as one error each', () => {
    // 'belt' -> 'felt' (substitution), 'the' dropped (deletion), 'really' added (insertion)
    const result = wordErrorRate('the belt loader would not start at the gate', 'the felt loader would really not start at gate');
    expect(result).toEqual({ referenceWords: 9, errors: 3, rate: 3 / 9 });
  });

  it('is 1 when nothing was recognised, and can pass 1 when much more was "heard" than said', () => {
    expect(wordErrorRate('call the union office', '').rate).toBe(1);
    expect(wordErrorRate('yes', 'yes yes yes').rate).toBe(2);
    expect(wordErrorRate('', '').rate).toBe(0);
    expect(wordErrorRate('', 'noise').rate).toBe(1);
  });

  it('keeps apostrophes inside words and drops the ones around them', () => {
    expect(words("I don't know, 'really'. It’s Bob's.")).toEqual(['i', "don't", 'know', 'really', "it's", "bob's"]);
  });
});
