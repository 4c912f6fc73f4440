import { claritySentence, clarityOfStability, runnerUpOf } from './result-confidence';

const mix = { visionaryPercentage: 30, pragmatistPercentage: 5, hustlerPercentage: 40, craftsmanPercentage: 15, socialDriverPercentage: 10 };

describe('result confidence in words', () => {
  it('labels a stability clear from 0.8, mixed below 0.5, and a close call between', () => {
    expect([0, 0.499, 0.5, 0.799, 0.8, 1].map(clarityOfStability)).toEqual(['mixed', 'mixed', 'close', 'close', 'clear', 'clear']);
  });

  it('says each clarity in its sentence, with the type names of the result', () => {
    expect(claritySentence({ primaryCategory: 'Hustler', clarity: 'clear', ...mix })).toBe('Clear result: a retake would very likely give Hustler again');
    expect(claritySentence({ primaryCategory: 'Hustler', clarity: 'close', ...mix })).toBe('Close call between Hustler and Visionary');
    expect(claritySentence({ primaryCategory: 'Hustler', clarity: 'mixed', ...mix })).toBe('Mixed profile: no type stands out');
    expect(claritySentence({ primaryCategory: 'Hustler', ...mix })).toBeNull();
  });

  it('names the secondary type as the runner-up when the result has one, else the next highest percentage', () => {
    expect(runnerUpOf({ primaryCategory: 'Hustler', secondaryCategory: 'Craftsman', ...mix })).toBe('Craftsman');
    expect(runnerUpOf({ primaryCategory: 'Hustler', ...mix })).toBe('Visionary');
  });
});
