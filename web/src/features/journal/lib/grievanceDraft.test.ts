import { describe, expect, it } from 'vitest';
import { aiAssistanceText, citesArticle, withArticle } from './grievanceDraft';

const A = 'Article 7, Section 7.2 - Distribution of Overtime';

describe('withArticle', () => {
  it('puts the article on a line of its own after what the member wrote', () => {
    expect(withArticle('Passed over for overtime.\n\n', A)).toBe(`Passed over for overtime.\n${A}`);
    expect(withArticle('', A)).toBe(A);
  });

  it('adds an article only once', () => {
    const once = withArticle('Passed over.', A);
    expect(withArticle(once, A)).toBe(once);
    expect(citesArticle(`  ${A}  \nmore`, A)).toBe(true);
  });

  it('does not take a mention inside a sentence for the article line', () => {
    expect(citesArticle(`See ${A} too`, A)).toBe(false);
  });
});

describe('aiAssistanceText', () => {
  it('is nothing when there were no suggestions', () => {
    expect(aiAssistanceText([])).toBeNull();
  });
});
