import { Search } from 'lucide-react';
import { TEXT_LIMITS } from '@squadup/shared';
import { Input } from '@/components/ui/input';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Filters win over the search text; say so while both are set. */
  filtersOn: boolean;
}

/** The big search field of a list screen, with the note that filters replace the search. */
export function SearchBox({ label, placeholder, value, onChange, filtersOn }: SearchBoxProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-[1.1rem] -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={value}
          maxLength={TEXT_LIMITS.searchMax}
          onChange={(event) => onChange(event.target.value)}
          className="h-12 rounded-2xl pl-10"
        />
      </div>
      {filtersOn && value.trim() !== '' ? (
        <p className="text-xs text-muted-foreground">
          Filters are on, so the search text is not used. Clear the filters to search.
        </p>
      ) : null}
    </div>
  );
}
