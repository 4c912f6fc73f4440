import { MOODS, type Mood } from '@edna/shared-contracts/rules';

/**
 * The mood the arrow keys move to in the mood radio group (wrapping round; Home and End jump to the ends), or null
 * for any other key. Enter and Space are left to the button itself, which chooses the mood it is on.
 */
export function moodAfterKey(key: string, current: Mood): Mood | null {
  const index = MOODS.indexOf(current);
  const last = MOODS.length - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return MOODS[index === last ? 0 : index + 1] ?? null;
    case 'ArrowLeft':
    case 'ArrowUp':
      return MOODS[index === 0 ? last : index - 1] ?? null;
    case 'Home':
      return MOODS[0] ?? null;
    case 'End':
      return MOODS[last] ?? null;
    default:
      return null;
  }
}
