import { ALL_PAGES, matchPage, REMOTE_PAGE_MANIFEST } from './pages';

describe('the page manifest', () => {
  it('When a path is a page, then matchPage names its owner and page (a trailing slash is ignored)', () => {
    expect(matchPage('/')).toMatchObject({ owner: 'quiz', name: 'landing' });
    expect(matchPage('/crossword/')).toMatchObject({ owner: 'crossword', name: 'crossword' });
    expect(matchPage('/admin')).toMatchObject({ owner: 'admin', name: 'dashboard', spec: { access: 'admin' } });
    expect(matchPage('/privacy')).toMatchObject({ owner: 'shell', name: 'privacy' });
  });

  it('When a path names the crossword archive or a past puzzle, then the literal archive wins over the date parameter', () => {
    expect(matchPage('/crossword/archive')).toMatchObject({ owner: 'crossword', name: 'archive' });
    expect(matchPage('/crossword/archive/')).toMatchObject({ owner: 'crossword', name: 'archive' });
    expect(matchPage('/crossword/2026-11-20')).toMatchObject({ owner: 'crossword', name: 'archive-puzzle' });
  });

  it('When a crossword path is not a date, then it is not a page', () => {
    expect(matchPage('/crossword/yesterday')).toBeNull();
    expect(matchPage('/crossword/2026-1-20')).toBeNull();
    expect(matchPage('/crossword/2026-11-20x')).toBeNull();
    expect(matchPage('/crossword/2026-11-20/extra')).toBeNull();
  });

  it('When a path is a league link, then it is the league page only with a well-formed code', () => {
    expect(matchPage('/crossword/leagues/abcd2345')).toMatchObject({ owner: 'crossword', name: 'league' });
    expect(matchPage('/crossword/leagues/abcd234')).toBeNull();
    expect(matchPage('/crossword/leagues/ABCD2345')).toBeNull();
    expect(matchPage('/crossword/leagues/abcd0345')).toBeNull();
  });

  it('When a path is a result link or a compare link of the right shape, then it is that quiz page', () => {
    const token = 'A'.repeat(20) + 'b_-'.repeat(7) + '12';
    expect(token).toHaveLength(43);
    expect(matchPage(`/r/${token}`)).toMatchObject({ owner: 'quiz', name: 'result' });
    expect(matchPage(`/r/${token}/`)).toMatchObject({ owner: 'quiz', name: 'result' });
    expect(matchPage('/compare/abcdefghijklmnopqrstuv')).toMatchObject({ owner: 'quiz', name: 'compare' });
  });

  it('When a result or compare link has the wrong shape, then it is the not-found page', () => {
    expect(matchPage('/r/too-short')).toBeNull();
    expect(matchPage(`/r/${'A'.repeat(44)}`)).toBeNull();
    expect(matchPage(`/r/${'A'.repeat(42)}*`)).toBeNull();
    expect(matchPage('/r')).toBeNull();
    expect(matchPage('/compare/abcdefghijklmnopqrstu')).toBeNull();
    expect(matchPage('/compare/abcdefghijklmnopqrstuv/extra')).toBeNull();
  });

  it('When a path is not a page, then matchPage answers null (the not-found page)', () => {
    expect(matchPage('/nope')).toBeNull();
    expect(matchPage('/quiz/extra')).toBeNull();
    expect(matchPage('')).toBeNull();
  });

  it('When two pages share a path, then the manifest is wrong', () => {
    const paths = ALL_PAGES.map((page) => page.spec.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('When a remote names its pages, then every name is a valid key and every path starts with a slash', () => {
    for (const pages of Object.values(REMOTE_PAGE_MANIFEST)) {
      for (const [name, spec] of Object.entries(pages)) {
        expect(name).toMatch(/^[a-z][a-z-]*$/);
        expect(spec.path.startsWith('/')).toBe(true);
      }
    }
  });
});
