import { badgeKeyOf, reusableBadge, socialShareLinks } from './share-links';

describe('share links', () => {
  it('each network link carries the share URL and "I\'m a {type} entrepreneur!"', () => {
    const links = socialShareLinks('https://dna.example.org/share/abcDEF123456', 'Social Driver');
    for (const link of Object.values(links)) {
      const params = new URL(link).searchParams;
      expect([...params.values()]).toContain('https://dna.example.org/share/abcDEF123456');
      expect([...params.values()]).toContain("I'm a Social Driver entrepreneur!");
    }
    expect(new URL(links.facebook).hostname).toBe('www.facebook.com');
    expect(new URL(links.twitter).hostname).toBe('twitter.com');
    expect(new URL(links.linkedin).hostname).toBe('www.linkedin.com');
  });

  it('a saved badge is reused only for the same result', () => {
    const saved = JSON.stringify({ key: 'result-1', shareUrl: 'https://x/share/1', imageUrl: 'https://x/share/1/badge.png' });
    expect(reusableBadge(saved, 'result-1')).toEqual({ key: 'result-1', shareUrl: 'https://x/share/1', imageUrl: 'https://x/share/1/badge.png' });
    expect(reusableBadge(saved, 'result-2')).toBeNull();
    expect(reusableBadge('{broken', 'result-1')).toBeNull();
    expect(reusableBadge(JSON.stringify({ key: 'result-1' }), 'result-1')).toBeNull();
    expect(reusableBadge(null, 'result-1')).toBeNull();
  });

  it('a result without an id is keyed by its type', () => {
    expect(badgeKeyOf({ primaryCategory: 'Hustler' })).toBe('type:Hustler');
    expect(badgeKeyOf({ primaryCategory: 'Hustler', resultId: 'r1' })).toBe('r1');
  });
});
