import { PEOPLE_SKILL_SUGGESTIONS, TEXT_LIMITS } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { TagInput } from '@/components/ui/tag-input';
import {
  activePeopleFilterCount,
  EMPTY_PEOPLE_FILTERS,
  type PeopleFilters,
} from '../lib/people-filters';

interface PeopleFilterPanelProps {
  value: PeopleFilters;
  onChange: (next: PeopleFilters) => void;
}

const tagRules = { maxItems: TEXT_LIMITS.tagsMax, itemMax: TEXT_LIMITS.shortMax };

/** Titles (free text) and Skills (free text plus suggestions); 'Clear All Filters' once any is chosen. */
export function PeopleFilterPanel({ value, onChange }: PeopleFilterPanelProps) {
  return (
    <div className="flex flex-col gap-6">
      <TagInput
        label="Titles"
        inputLabel="Add title"
        value={value.titles}
        onChange={(titles) => onChange({ ...value, titles })}
        placeholder="e.g. Designer"
        hint={value.titles.length > 1 ? 'Only the first title is used.' : undefined}
        {...tagRules}
      />
      <TagInput
        label="Skills"
        inputLabel="Add skill"
        value={value.skills}
        onChange={(skills) => onChange({ ...value, skills })}
        placeholder="Add a skill"
        suggestions={PEOPLE_SKILL_SUGGESTIONS}
        {...tagRules}
      />
      {activePeopleFilterCount(value) > 0 ? (
        <Button variant="outline" onClick={() => onChange(EMPTY_PEOPLE_FILTERS)} className="w-full">
          Clear All Filters
        </Button>
      ) : null}
    </div>
  );
}
