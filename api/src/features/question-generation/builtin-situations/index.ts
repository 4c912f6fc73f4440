import type { Situation } from '../builtin-grammar';
import { CRAFTSMAN_SITUATIONS } from './craftsman';
import { HUSTLER_SITUATIONS } from './hustler';
import { PRAGMATIST_SITUATIONS } from './pragmatist';
import { SOCIAL_DRIVER_SITUATIONS } from './social-driver';
import { VISIONARY_SITUATIONS } from './visionary';

/** Every situation template, by category. */
export const SITUATIONS: readonly Situation[] = [
  ...VISIONARY_SITUATIONS,
  ...PRAGMATIST_SITUATIONS,
  ...HUSTLER_SITUATIONS,
  ...CRAFTSMAN_SITUATIONS,
  ...SOCIAL_DRIVER_SITUATIONS,
];
