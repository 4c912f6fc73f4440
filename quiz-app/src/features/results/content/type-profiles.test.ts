import { ENTREPRENEUR_TYPES } from '@edna/shared-contracts/rules';
import { TYPE_PROFILES } from './type-profiles';

const profiles = ENTREPRENEUR_TYPES.map((type) => ({ type, profile: TYPE_PROFILES[type] }));

describe('type profiles', () => {
  it('names each type as the complement of exactly two other types, and never of itself', () => {
    for (const { type, profile } of profiles) expect(profile.complements.map((complement) => complement.type)).not.toContain(type);
    const timesNamed = ENTREPRENEUR_TYPES.map(
      (type) => profiles.filter(({ profile }) => profile.complements.some((complement) => complement.type === type)).length,
    );
    expect(timesNamed).toEqual(ENTREPRENEUR_TYPES.map(() => 2));
  });

  it('names complements both ways: if a type names another, that one names it back', () => {
    for (const { type, profile } of profiles) {
      for (const complement of profile.complements) {
        expect([type, TYPE_PROFILES[complement.type].complements.map((named) => named.type)]).toEqual([type, expect.arrayContaining([type])]);
      }
    }
  });

  it('lists each well-known person once, with a short reason that does not hang on a current job title', () => {
    const people = profiles.flatMap(({ profile }) => profile.famous);
    expect(new Set(people.map((person) => person.name)).size).toBe(people.length);
    for (const person of people) {
      expect(person.knownFor.length).toBeGreaterThan(20);
      expect(person.knownFor.length).toBeLessThanOrEqual(120);
      expect(person.knownFor).not.toMatch(/^(is\b|current|ceo\b|chief executive|chair)/i);
    }
  });

  it('keeps every part the results page shows: strengths, pitfalls, people, complements and the leverage paragraph', () => {
    for (const { profile } of profiles) {
      expect(profile.strengths.length).toBeGreaterThan(0);
      expect(profile.pitfalls.length).toBeGreaterThan(0);
      expect(profile.famous.length).toBeGreaterThan(0);
      expect(profile.complements.length).toBeGreaterThan(0);
      expect(profile.leverage.trim()).not.toBe('');
    }
  });
});
