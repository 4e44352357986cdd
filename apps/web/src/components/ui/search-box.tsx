import { TEXT_LIMITS } from '@squadup/shared';
import { cn } from '@/lib/cn';
import { SearchInput } from './search-input';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Filters win over the search text; say so while both are set. */
  filtersOn: boolean;
  className?: string;
}

/** The big search field of a list screen, with the note that filters replace the search. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  filtersOn,
  className,
}: SearchBoxProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <SearchInput
        label={label}
        placeholder={placeholder}
        value={value}
        maxLength={TEXT_LIMITS.searchMax}
        onChange={onChange}
        iconClassName="left-3.5 size-[1.1rem]"
        inputClassName="h-12 rounded-2xl pl-10"
      />
      {filtersOn && value.trim() !== '' ? (
        <p className="text-xs text-muted-foreground">
          Filters are on, so the search text is not used. Clear the filters to search.
        </p>
      ) : null}
    </div>
  );
}
