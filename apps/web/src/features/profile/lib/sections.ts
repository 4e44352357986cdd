import { DEFAULT_PROFILE_TAB, isOneOf, PROFILE_TABS, type ProfileTab } from '@squadup/shared';

/** The ?tab= value, falling back to education when missing or unknown. */
export function parseTab(value: string | null): ProfileTab {
  return isOneOf(PROFILE_TABS, value) ? value : DEFAULT_PROFILE_TAB;
}

export const TAB_LABELS: Record<ProfileTab, string> = {
  education: 'Education',
  experience: 'Experience',
  projects: 'Projects',
  skills: 'Skills',
  achievements: 'Achievements',
};

/** Items by `order` ascending; a missing order counts as 0; equal orders keep their place. */
export function byOrder<T extends { order?: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** Drops undefined keys, so a mutation's variables hold only what the form sends. */
export function defined<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
}

/**
 * Refetches after a save without letting a failure escape: leaving the screen aborts the
 * refetch, and a failed list shows its own error state.
 */
export function refetchQuietly(refetch: () => Promise<unknown>): void {
  refetch().catch((error: unknown) => {
    if (error instanceof Error && error.name === 'AbortError') return;
    console.error('Refetching the profile failed', error);
  });
}
