import {
  EXPERIENCE_LEVEL_LABELS,
  isOneOf,
  EXPERIENCE_LEVELS,
  WORK_MODE_LABELS,
  WORK_MODES,
} from '@squadup/shared';

export type ExperienceTone = 'success' | 'warning' | 'danger' | 'neutral';

/**
 * The card's colour-coded experience label: missing or unknown reads Beginner;
 * Beginner green, Intermediate amber, Advanced red (the same colours as the profile's skills).
 */
export function experienceLabel(level: string | null | undefined): {
  label: string;
  tone: ExperienceTone;
} {
  const value = level?.trim().toLowerCase();
  const known = isOneOf(EXPERIENCE_LEVELS, value) ? value : 'beginner';
  const tones = {
    beginner: 'success',
    intermediate: 'warning',
    advanced: 'danger',
    any: 'neutral',
  } as const;
  return {
    label: known === 'any' ? 'Any level' : EXPERIENCE_LEVEL_LABELS[known],
    tone: tones[known],
  };
}

/** 'in person' -> 'In person'; an unknown stored value is shown as it is. */
export function workModeLabel(mode: string | null | undefined): string | null {
  if (!mode) return null;
  const value = mode.trim().toLowerCase();
  return isOneOf(WORK_MODES, value) ? WORK_MODE_LABELS[value] : mode;
}
