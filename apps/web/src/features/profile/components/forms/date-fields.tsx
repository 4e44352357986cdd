import { TextField, CheckboxField } from './fields';

interface DateFieldsProps {
  start: string;
  end: string;
  isCurrent: boolean;
  startRequired?: boolean;
  currentLabel: string;
  onChange: (patch: { start_date?: string; end_date?: string; is_current?: boolean }) => void;
}

/**
 * Start and end dates with the "current" box: ticking it clears and hides the end date (spec
 * point 4); the end date cannot be picked before the start.
 */
export function DateFields({
  start,
  end,
  isCurrent,
  startRequired = false,
  currentLabel,
  onChange,
}: DateFieldsProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Start Date"
          type="date"
          value={start}
          required={startRequired}
          optional={!startRequired}
          onChange={(start_date) => onChange({ start_date })}
        />
        {isCurrent ? null : (
          <TextField
            label="End Date"
            type="date"
            value={end}
            min={start || undefined}
            optional
            onChange={(end_date) => onChange({ end_date })}
          />
        )}
      </div>
      <CheckboxField
        label={currentLabel}
        checked={isCurrent}
        onChange={(is_current) =>
          onChange(is_current ? { is_current, end_date: '' } : { is_current })
        }
      />
    </div>
  );
}
