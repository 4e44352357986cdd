import { Check } from 'lucide-react';
import {
  EXPERIENCE_LEVEL_LABELS,
  FILTER_EXPERIENCE_LEVELS,
  PROJECT_TECH_SUGGESTIONS,
  PROJECT_TYPES,
  ROLE_SUGGESTIONS,
  TEXT_LIMITS,
  WORK_MODE_LABELS,
  WORK_MODES,
} from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { TagInput } from '@/components/ui/tag-input';
import { cn } from '@/lib/cn';
import { hasActiveFilters, EMPTY_FILTERS, type ProjectFilters } from '../../lib/discover';
import { TagMatchToggle } from './tag-match-toggle';

interface ProjectFilterPanelProps {
  value: ProjectFilters;
  onChange: (next: ProjectFilters) => void;
}

const tagRules = { maxItems: TEXT_LIMITS.tagsMax, itemMax: TEXT_LIMITS.shortMax };

/**
 * Tech (with Any / All), Roles, Project Type, Work Mode and Experience Level; 'Clear All Filters'
 * once anything is chosen. Roles always match any: a member looks for a post wanting one role they fill.
 */
export function ProjectFilterPanel({ value, onChange }: ProjectFilterPanelProps) {
  const set = <K extends keyof ProjectFilters>(key: K, next: ProjectFilters[K]) =>
    onChange({ ...value, [key]: next });
  const toggle = (key: 'project_type' | 'work_mode' | 'experience_level', option: string) => {
    const list = value[key];
    set(key, list.includes(option) ? list.filter((o) => o !== option) : [...list, option]);
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <TagInput
          label="Tech"
          value={value.tech_stack}
          onChange={(next) => set('tech_stack', next)}
          placeholder="Add a technology"
          suggestions={PROJECT_TECH_SUGGESTIONS}
          {...tagRules}
        />
        <TagMatchToggle
          label="Tech"
          value={value.tech_match}
          onChange={(next) => set('tech_match', next)}
        />
      </div>
      <TagInput
        label="Roles"
        value={value.desired_roles}
        onChange={(next) => set('desired_roles', next)}
        placeholder="Add a role"
        suggestions={ROLE_SUGGESTIONS}
        {...tagRules}
      />
      <ChoiceGroup
        label="Project Type"
        options={PROJECT_TYPES.map((type) => ({ value: type, label: type }))}
        chosen={value.project_type}
        onToggle={(option) => toggle('project_type', option)}
      />
      <ChoiceGroup
        label="Work Mode"
        options={WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] }))}
        chosen={value.work_mode}
        onToggle={(option) => toggle('work_mode', option)}
      />
      <ChoiceGroup
        label="Experience Level"
        options={FILTER_EXPERIENCE_LEVELS.map((level) => ({
          value: level,
          label: EXPERIENCE_LEVEL_LABELS[level],
        }))}
        chosen={value.experience_level}
        onToggle={(option) => toggle('experience_level', option)}
      />
      {hasActiveFilters(value) ? (
        <Button variant="outline" onClick={() => onChange(EMPTY_FILTERS)} className="w-full">
          Clear All Filters
        </Button>
      ) : null}
    </div>
  );
}

interface ChoiceGroupProps {
  label: string;
  options: { value: string; label: string }[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
}

/** Toggle chips; values are the stored ones (lowercase for modes and levels), labels what people read. */
function ChoiceGroup({ label, options, chosen, onToggle }: ChoiceGroupProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-foreground/90">{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const on = chosen.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(option.value)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                on
                  ? 'border-primary bg-primary-fill text-primary-foreground'
                  : 'border-border bg-card text-foreground/80 hover:border-foreground/25 hover:text-foreground',
              )}
            >
              {on ? <Check className="size-3.5" aria-hidden="true" /> : null}
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
