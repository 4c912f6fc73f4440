/** The sentences that explain a result: ties, the two profile-shape labels, percentiles, and how two results complement each other. */
import {
  PROFILE_BALANCE_THRESHOLDS,
  TRAIT_DOMINANCE_THRESHOLDS,
  TYPE_INFO,
  TYPE_INFO_BY_TYPE,
  joinWithAnd,
  profileBalanceLabel,
  traitDominanceLabel,
  typeMixOf,
  typePlural,
  typesTiedWithPrimary,
  type EntrepreneurType,
} from '@edna/shared-contracts/rules';
import type { QuizResult } from '@edna/shared-contracts';
import type { TypeProfile } from '../content/type-profiles';

type ScoredResult = Omit<QuizResult, 'resultId'>;

/** 'Tied with Visionary and Craftsman', or null when the primary type leads alone. */
export function tieHeadline(result: ScoredResult): string | null {
  const tied = typesTiedWithPrimary(result);
  return tied.length === 0 ? null : `Tied with ${joinWithAnd(tied)}`;
}

/** Why the primary type is named first in a tie (the server's tie-break: answers to sharper questions first). */
export function tieExplanation(result: ScoredResult): string | null {
  const tied = typesTiedWithPrimary(result);
  if (tied.length === 0) return null;
  const share = typeMixOf(result)[TYPE_INFO_BY_TYPE[result.primaryCategory].key];
  return `Your answers chose ${joinWithAnd([result.primaryCategory, ...tied])} equally often (${share}% each). ${result.primaryCategory} is named first only because more of its answers came from the questions that tell the types apart best, so the ${tied.length === 1 ? 'other profile describes' : 'other profiles describe'} you just as well.`;
}

/** The secondary type is worth a line only when it does not tie with the primary (the tie line already names it). */
export function shownSecondaryType(result: ScoredResult): EntrepreneurType | null {
  const secondary = result.secondaryCategory;
  return secondary && !typesTiedWithPrimary(result).includes(secondary) ? secondary : null;
}

export interface LabelZone {
  label: string;
  from: number;
  to: number;
}

/** The label zones of each 0–100 score, as the label thresholds cut them. */
export const BALANCE_ZONES: readonly LabelZone[] = [
  { label: 'Specialized', from: 0, to: PROFILE_BALANCE_THRESHOLDS.specialized },
  { label: 'Balanced', from: PROFILE_BALANCE_THRESHOLDS.specialized, to: PROFILE_BALANCE_THRESHOLDS.balanced },
  { label: 'Versatile', from: PROFILE_BALANCE_THRESHOLDS.balanced, to: 100 },
];

export const DOMINANCE_ZONES: readonly LabelZone[] = [
  { label: 'Mixed', from: 0, to: TRAIT_DOMINANCE_THRESHOLDS.mixed },
  { label: 'Distinctive', from: TRAIT_DOMINANCE_THRESHOLDS.mixed, to: TRAIT_DOMINANCE_THRESHOLDS.distinctive },
  { label: 'Specialized', from: TRAIT_DOMINANCE_THRESHOLDS.distinctive, to: 100 },
];

/** One sentence on what the profile balance label means for this score. */
export function balanceExplanation(score: number): string {
  switch (profileBalanceLabel(score)) {
    case 'Specialized':
      return `Your answers gather in one or two types: below ${PROFILE_BALANCE_THRESHOLDS.specialized} of 100 on a scale where 100 is an even spread over all five.`;
    case 'Balanced':
      return `Your answers spread over several types with clear favourites: ${PROFILE_BALANCE_THRESHOLDS.specialized} to ${PROFILE_BALANCE_THRESHOLDS.balanced - 1} of 100 on a scale where 100 is an even spread over all five.`;
    case 'Versatile':
      return `Your answers spread widely across the types: ${PROFILE_BALANCE_THRESHOLDS.balanced} or more of 100 on a scale where 100 is an even spread over all five.`;
  }
}

/** One sentence on what the trait dominance label means for this score. */
export function dominanceExplanation(score: number): string {
  switch (traitDominanceLabel(score)) {
    case 'Mixed':
      return `Your strongest type leads the others only slightly: below ${TRAIT_DOMINANCE_THRESHOLDS.mixed} of 100 on a scale where 100 means every answer chose it.`;
    case 'Distinctive':
      return `Your strongest type clearly stands out without crowding out the others: ${TRAIT_DOMINANCE_THRESHOLDS.mixed} to ${TRAIT_DOMINANCE_THRESHOLDS.distinctive - 1} of 100 on a scale where 100 means every answer chose it.`;
    case 'Specialized':
      return `Your strongest type dominates your answers: ${TRAIT_DOMINANCE_THRESHOLDS.distinctive} or more of 100 on a scale where 100 means every answer chose it.`;
  }
}

export const percentileSentence = (type: EntrepreneurType, percentile: number) => `More ${type} than ${percentile}% of people who took the quiz`;

export const percentileNote = (resultCount: number) =>
  `Each figure is the share of the ${resultCount.toLocaleString('en-US')} results stored so far whose answers chose that type less often than yours.`;

/** Below this share, a type counts as one neither co-founder leans towards. */
export const BLIND_SPOT_BELOW = 15;
/** From this share on, both leaning the same way is worth agreeing on who leads it. */
export const SHARED_LEAN_FROM = 30;

export interface ComplementInsight {
  title: string;
  text: string;
}

/** How two results fit together: what each one's profile says the other brings, shared leanings, and blind spots. */
export function complementInsights(
  mine: ScoredResult,
  theirs: ScoredResult,
  profiles: Record<EntrepreneurType, Pick<TypeProfile, 'complements'>>,
): ComplementInsight[] {
  const insights: ComplementInsight[] = [];
  const myType = mine.primaryCategory;
  const theirType = theirs.primaryCategory;
  if (myType === theirType) {
    insights.push({
      title: `Both ${typePlural(myType)}`,
      text: 'You read situations the same way and push in the same direction, which makes decisions quick, and you share the same blind spots.',
    });
  } else {
    const forMe = profiles[myType].complements.find((complement) => complement.type === theirType);
    const forThem = profiles[theirType].complements.find((complement) => complement.type === myType);
    if (forMe) insights.push({ title: `What a ${theirType} brings you`, text: `The ${myType} profile: a ${theirType} ${forMe.why}.` });
    if (forThem) insights.push({ title: `What you bring a ${theirType}`, text: `The ${theirType} profile: a ${myType} ${forThem.why}.` });
    if (!forMe && !forThem) {
      insights.push({
        title: `${myType} and ${theirType}`,
        text: 'Your profiles do not name each other as classic partners, so agree early on who decides what; the mixes above show where each of you is strongest.',
      });
    }
  }

  const myMix = typeMixOf(mine);
  const theirMix = typeMixOf(theirs);
  const shared = TYPE_INFO.filter(
    (info) => myMix[info.key] >= SHARED_LEAN_FROM && theirMix[info.key] >= SHARED_LEAN_FROM && !(myType === theirType && info.type === myType),
  ).map((info) => info.type);
  if (shared.length > 0) {
    insights.push({
      title: `You both lean ${joinWithAnd(shared)}`,
      text: `Agree on who leads ${shared.length === 1 ? 'that side' : 'those sides'} of the business, so your strengths add up instead of competing.`,
    });
  }
  const blindSpots = TYPE_INFO.filter((info) => myMix[info.key] < BLIND_SPOT_BELOW && theirMix[info.key] < BLIND_SPOT_BELOW);
  insights.push(
    blindSpots.length > 0
      ? {
          title: `Neither of you leans ${joinWithAnd(blindSpots.map((info) => info.type))}`,
          text: `${blindSpots.map((info) => `${info.type}: ${info.description}`).join('; ')}. Decide who covers ${blindSpots.length === 1 ? 'it' : 'them'}, or bring in someone who does.`,
        }
      : { title: 'No blind spot', text: `Between you, every type has at least ${BLIND_SPOT_BELOW}% of one of your answers.` },
  );
  return insights;
}
