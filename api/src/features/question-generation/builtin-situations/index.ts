import type { Situation } from '../builtin-grammar';
import { withComposedStakes } from '../builtin-compose';
import { PRESSURES, SITUATION_ACTIONS } from './composed';
import { CRAFTSMAN_SITUATIONS } from './craftsman';
import { HUSTLER_SITUATIONS } from './hustler';
import { PRAGMATIST_SITUATIONS } from './pragmatist';
import { SOCIAL_DRIVER_SITUATIONS } from './social-driver';
import { VISIONARY_SITUATIONS } from './visionary';

/** The hand-written situation templates, by category, each with its three hand-written stakes. */
export const WRITTEN_SITUATIONS: readonly Situation[] = [
  ...VISIONARY_SITUATIONS,
  ...PRAGMATIST_SITUATIONS,
  ...HUSTLER_SITUATIONS,
  ...CRAFTSMAN_SITUATIONS,
  ...SOCIAL_DRIVER_SITUATIONS,
];

let composed: readonly Situation[] | null = null;

/**
 * Every situation template, with the stakes composed from its actions and the pressures that fit it. Composing takes
 * a moment, so it is done on first use (the first generation), not when the API starts.
 */
export function allSituations(): readonly Situation[] {
  composed ??= withComposedStakes(WRITTEN_SITUATIONS, SITUATION_ACTIONS, PRESSURES);
  return composed;
}
