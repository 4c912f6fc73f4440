import { parseGenerationCount } from './generation-count';

describe('generation count', () => {
  it('takes a whole number from 1 to 50 as typed', () => {
    expect(parseGenerationCount('1')).toBe(1);
    expect(parseGenerationCount('25')).toBe(25);
    expect(parseGenerationCount(' 50 ')).toBe(50);
  });

  it('falls back to 10 when the value cannot be read', () => {
    expect(parseGenerationCount('')).toBe(10);
    expect(parseGenerationCount('ten')).toBe(10);
    expect(parseGenerationCount('e')).toBe(10);
  });

  it('keeps the count within 1 to 50 and drops a fraction', () => {
    expect(parseGenerationCount('0')).toBe(1);
    expect(parseGenerationCount('-4')).toBe(1);
    expect(parseGenerationCount('500')).toBe(50);
    expect(parseGenerationCount('7.9')).toBe(7);
  });
});
