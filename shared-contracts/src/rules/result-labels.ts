import { PROFILE_BALANCE_THRESHOLDS, TRAIT_DOMINANCE_THRESHOLDS } from '../constants';
import { TYPE_TAGLINES } from '../site';
import { TYPE_INFO_BY_TYPE, type EntrepreneurType } from '../domain';

export type ProfileBalanceLabel = 'Specialized' | 'Balanced' | 'Versatile';
export type TraitDominanceLabel = 'Mixed' | 'Distinctive' | 'Specialized';

export function profileBalanceLabel(balanceScore: number): ProfileBalanceLabel {
  if (balanceScore < PROFILE_BALANCE_THRESHOLDS.specialized) return 'Specialized';
  if (balanceScore < PROFILE_BALANCE_THRESHOLDS.balanced) return 'Balanced';
  return 'Versatile';
}

export function traitDominanceLabel(dominantTraitScore: number): TraitDominanceLabel {
  if (dominantTraitScore < TRAIT_DOMINANCE_THRESHOLDS.mixed) return 'Mixed';
  if (dominantTraitScore < TRAIT_DOMINANCE_THRESHOLDS.distinctive) return 'Distinctive';
  return 'Specialized';
}

/** A personality trait (0 to 10) shown as a percent: the value times 10, capped at 100 (and never below 0). */
export function traitPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(100, value * 10));
}

/** The line under a result's primary type: what the type is, then its tagline. */
export function primaryTypeLead(type: EntrepreneurType): string {
  const description = TYPE_INFO_BY_TYPE[type].description;
  return `${description.charAt(0).toUpperCase()}${description.slice(1)}. ${TYPE_TAGLINES[type]}.`;
}
