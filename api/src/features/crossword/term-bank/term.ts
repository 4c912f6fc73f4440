import type { CrosswordTheme } from '@edna/shared-contracts';

/** One graduate-level business-theory term of the crossword bank. */
export interface CrosswordTerm {
  /** A to Z only, 3 to 12 letters. */
  answer: string;
  /** The clue shown to the solver; never contains the answer. */
  clue: string;
  /** The concept named when the clue is solved ('Completed: {concept}! {insight}'). */
  businessConcept: string;
  /** One or two sentences that teach; shown when the clue is selected, so it never contains the answer. */
  insight: string;
  /**
   * First a conceptual pointer (the field, framework or scholar), then a simpler hint (a plain definition, an everyday
   * example or a well-known case). Neither contains the answer, and neither only counts or spells its letters.
   */
  hints: readonly [conceptual: string, simpler: string];
  /**
   * For a compound or blended answer, its parts as words (LEASEBACK: lease, back; COOPETITION: cooperation,
   * competition), which no visible text may use. Parts of four letters or more at either end are also found without
   * the list; list the rest: parts of three letters, parts inside the word and the words a blend is made of.
   */
  parts?: readonly string[];
  /** For an acronym answer (NPV, SWOT): the words it stands for, which no visible text may use. */
  acronymFor?: string;
  theme: CrosswordTheme;
}

export type UnthemedTerm = Omit<CrosswordTerm, 'theme'>;

/** Tags a theme's terms with their theme. */
export function inTheme(theme: CrosswordTheme, terms: readonly UnthemedTerm[]): CrosswordTerm[] {
  return terms.map((term) => ({ ...term, theme }));
}
