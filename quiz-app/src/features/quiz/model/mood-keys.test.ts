import { moodAfterKey } from './mood-keys';

describe('mood radio group keys', () => {
  it('moves with the arrow keys, wrapping round, and jumps with Home and End', () => {
    expect(moodAfterKey('ArrowRight', 'excited')).toBe('curious');
    expect(moodAfterKey('ArrowDown', 'stressed')).toBe('excited');
    expect(moodAfterKey('ArrowLeft', 'excited')).toBe('stressed');
    expect(moodAfterKey('ArrowUp', 'neutral')).toBe('curious');
    expect(moodAfterKey('Home', 'confused')).toBe('excited');
    expect(moodAfterKey('End', 'curious')).toBe('stressed');
  });

  it('leaves Enter, Space and Tab to the browser', () => {
    for (const key of ['Enter', ' ', 'Tab']) expect(moodAfterKey(key, 'neutral')).toBeNull();
  });
});
