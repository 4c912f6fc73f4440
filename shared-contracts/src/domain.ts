/** The five entrepreneurial types, the option ids that map to them and the traits each one adds. */

export const OPTION_IDS = ['a', 'b', 'c', 'd', 'e'] as const;
export type OptionId = (typeof OPTION_IDS)[number];

export const ENTREPRENEUR_TYPES = ['Visionary', 'Pragmatist', 'Hustler', 'Craftsman', 'Social Driver'] as const;
export type EntrepreneurType = (typeof ENTREPRENEUR_TYPES)[number];

/** Keys of the category-score counters, in option order. */
export const CATEGORY_KEYS = ['visionary', 'pragmatist', 'hustler', 'craftsman', 'socialDriver'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const TRAITS = ['innovation', 'risk', 'analysis', 'patience', 'execution', 'quality', 'impact', 'teamwork'] as const;
export type Trait = (typeof TRAITS)[number];

export const MOODS = ['excited', 'curious', 'neutral', 'confused', 'stressed'] as const;
export type Mood = (typeof MOODS)[number];

export const MOOD_EMOJI: Record<Mood, string> = {
  excited: '🤩',
  curious: '🤔',
  neutral: '😐',
  confused: '😕',
  stressed: '😰',
};

export const QUIZ_MODES = ['STANDARD', 'DEEP_DIVE'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];

export interface EntrepreneurTypeInfo {
  type: EntrepreneurType;
  optionId: OptionId;
  key: CategoryKey;
  description: string;
  traits: readonly [Trait, Trait];
  /** The type's name for several people ("Craftsmen", "Visionaries"), as headings and sentences use it. */
  plural: string;
}

export const TYPE_INFO: readonly EntrepreneurTypeInfo[] = [
  { type: 'Visionary', optionId: 'a', key: 'visionary', description: 'future-focused innovators', traits: ['innovation', 'risk'], plural: 'Visionaries' },
  { type: 'Pragmatist', optionId: 'b', key: 'pragmatist', description: 'strategic, structured problem-solvers', traits: ['analysis', 'patience'], plural: 'Pragmatists' },
  { type: 'Hustler', optionId: 'c', key: 'hustler', description: 'action-oriented, momentum through execution', traits: ['execution', 'risk'], plural: 'Hustlers' },
  { type: 'Craftsman', optionId: 'd', key: 'craftsman', description: 'quality-focused creators', traits: ['quality', 'patience'], plural: 'Craftsmen' },
  { type: 'Social Driver', optionId: 'e', key: 'socialDriver', description: 'impact-focused leaders', traits: ['impact', 'teamwork'], plural: 'Social Drivers' },
];

export const TYPE_BY_OPTION_ID = Object.fromEntries(TYPE_INFO.map((info) => [info.optionId, info.type])) as Record<
  OptionId,
  EntrepreneurType
>;

export const TYPE_INFO_BY_TYPE = Object.fromEntries(TYPE_INFO.map((info) => [info.type, info])) as Record<
  EntrepreneurType,
  EntrepreneurTypeInfo
>;

/** The type's name for several people: "Craftsmen", "Visionaries", "Social Drivers". */
export function typePlural(type: EntrepreneurType): string {
  return TYPE_INFO_BY_TYPE[type].plural;
}

export function isOptionId(value: unknown): value is OptionId {
  return typeof value === 'string' && (OPTION_IDS as readonly string[]).includes(value);
}

export function isEntrepreneurType(value: unknown): value is EntrepreneurType {
  return typeof value === 'string' && (ENTREPRENEUR_TYPES as readonly string[]).includes(value);
}
