import { isNameAllowed } from './names';

describe('The crossword name filter', () => {
  it('When a name is a profanity or a slur in any spelling, then it is refused', () => {
    for (const name of ['fuck', 'f_u_c_k', 'sh1t', 'Sh1t Heads', 'fuck_you', 'b1tch', 'a55hole', 'n1gger', 'c0ck', 'Whore', 'fuckface']) {
      expect([name, isNameAllowed(name)]).toEqual([name, false]);
    }
  });

  it('When a name poses as the product or its staff, then it is refused, also with digits for letters or a counter', () => {
    for (const name of ['admin', 'Admin2', '4dm1n', 'the_admin', 'superadmin', 'moderator', 'mod', 'support_99', 'EDNA', 'edna_fan', 'EntrepreneurialDNA', 'Entrepreneurial_DNA', 'official_team', 'system']) {
      expect([name, isNameAllowed(name)]).toEqual([name, false]);
    }
  });

  it('When a name only looks like a bad word in part, or ends in a counter, then it is allowed', () => {
    for (const name of ['ada_lovelace', 'Scunthorpe', 'assessment', 'Dickens', 'Shitake', 'hancock', 'analyst', 'badminton', 'modern_mo', 'Systems_Thinker', 'Wednesday', 'MBA Class of 2027']) {
      expect([name, isNameAllowed(name)]).toEqual([name, true]);
    }
    const refusedCounters = Array.from({ length: 1000 }, (_, index) => `spike_${index}`).filter((name) => !isNameAllowed(name));
    expect(refusedCounters).toEqual([]);
  });
});
