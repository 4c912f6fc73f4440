import { USERNAME_MESSAGES, generatedUsername, validateUsername } from './username';

describe('validateUsername', () => {
  it.each([
    ['', USERNAME_MESSAGES.required],
    ['   ', USERNAME_MESSAGES.required],
    ['a', USERNAME_MESSAGES.tooShort],
    [' a ', USERNAME_MESSAGES.tooShort],
    ['a'.repeat(21), USERNAME_MESSAGES.tooLong],
    ['bad name', USERNAME_MESSAGES.badCharacters],
    ['<script>', USERNAME_MESSAGES.badCharacters],
    ['émile', USERNAME_MESSAGES.badCharacters],
  ])('refuses %p with its message', (input, message) => {
    expect(validateUsername(input)).toEqual({ ok: false, message });
  });

  it.each([['ab'], ['a'.repeat(20)], ['Ada_Lovelace-1'], ['  padded  ']])('accepts %p (trimmed)', (input) => {
    expect(validateUsername(input)).toEqual({ ok: true, username: input.trim() });
  });

  it('uses the exact wording shown to the player', () => {
    expect(USERNAME_MESSAGES).toEqual({
      required: 'Username is required',
      tooShort: 'Username must be at least 2 characters',
      tooLong: 'Username must be less than 20 characters',
      badCharacters: 'Username can only contain letters, numbers, underscores, and hyphens',
    });
  });

  it('generates Player_{timestamp} names that pass the rule', () => {
    const name = generatedUsername(1_700_000_000_000);
    expect(name).toBe('Player_1700000000000');
    expect(validateUsername(name).ok).toBe(true);
  });
});
