import { EMPTY_QUESTION_SEARCH, pageCount, pageRangeText, questionSearchQuery } from './question-search';

describe('question bank search', () => {
  it('always asks for a page, and sends only the filters that are set', () => {
    expect(questionSearchQuery(EMPTY_QUESTION_SEARCH)).toBe('page=1&pageSize=20');
    expect(questionSearchQuery({ text: '  pricing  ', category: 'Social Driver', source: 'ai', power: 'observed', page: 3 })).toBe(
      'q=pricing&category=Social+Driver&source=ai&power=observed&page=3&pageSize=20',
    );
  });

  it('describes the page shown', () => {
    expect(pageRangeText(1, 20, 103)).toBe('1–20 of 103');
    expect(pageRangeText(6, 20, 103)).toBe('101–103 of 103');
    expect(pageRangeText(1, 20, 0)).toBe('0 of 0');
    expect(pageCount(103, 20)).toBe(6);
    expect(pageCount(0, 20)).toBe(1);
  });
});
