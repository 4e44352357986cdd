import { Badge } from '@/components/ui/badge';
import { experienceLabel } from './experience';

const TONES = {
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  neutral: 'neutral',
} as const;

/** Beginner (the default), Intermediate or Advanced, colour coded. */
export function ExperienceBadge({ level }: { level: string | null | undefined }) {
  const { label, tone } = experienceLabel(level);
  return (
    <Badge tone={TONES[tone]} data-testid="experience-label" data-tone={tone}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-80" />
      {label}
    </Badge>
  );
}
