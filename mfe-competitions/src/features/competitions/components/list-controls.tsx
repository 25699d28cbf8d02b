interface FilterSelectProps {
  /** The filter's name: the select's accessible name and its first option, which means "any". */
  label: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string | undefined) => void;
}

/**
 * One filter of the list as the browser's own select, drawn as antd's: antd's select (with rc-select,
 * its trigger and its virtual list) cost the list ~30 KB of JavaScript for four short option lists.
 */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <select
      className={value ? 'cmp-select' : 'cmp-select cmp-select-any'}
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{label}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
