import { Select } from '@mantine/core';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter, SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useNoteModalChange } from './app-modal-changes';

// spec 3 §2.11 select: case-insensitive substring filter on the text or the named filter fields;
// 'No Data' when nothing matches; placeholder 'Please select...' ('Please select a country...'
// for countries); 8 rows shown before the list scrolls; rows 40 px (small, normal) or 46 px
// (large); the search text at most 50 characters.

export const SELECT_PLACEHOLDER = 'Please select...';
export const COUNTRY_SELECT_PLACEHOLDER = 'Please select a country...';
export const SELECT_NOTHING_FOUND = 'No Data';
export const SELECT_MAX_ITEMS = 8;
export const SELECT_SEARCH_MAX_LENGTH = 50;
const ROW_HEIGHT = { small: 40, normal: 40, large: 46 } as const;

export type SelectOption = {
  value: string;
  label: string;
  name?: string;
  callingCode?: string;
  countryCode?: string;
  popularIndicator?: boolean;
  disabled?: boolean;
};
export type SelectFilterField = 'label' | 'name' | 'callingCode' | 'countryCode';

/** The options whose filter fields contain `search`, ignoring case (all options for a blank search). */
export function filterSelectOptions<T extends SelectOption>(
  options: readonly T[],
  search: string,
  fields: readonly SelectFilterField[] = ['label'],
): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) =>
    fields.some((field) => option[field]?.toLowerCase().includes(needle) ?? false),
  );
}

type SelectFieldProps = Omit<SelectProps, 'data' | 'filter' | 'value' | 'onChange'> & {
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  filterFields?: readonly SelectFilterField[];
  /** 'country' uses the country placeholder and also matches calling and country codes. */
  kind?: 'standard' | 'country';
  rowSize?: keyof typeof ROW_HEIGHT;
  maxItems?: number;
};

export function SelectField({
  options,
  value,
  onChange,
  filterFields,
  kind = 'standard',
  rowSize = 'normal',
  maxItems = SELECT_MAX_ITEMS,
  placeholder,
  ...props
}: SelectFieldProps) {
  // A choice from the list is a change the modal around the field (if any) keeps (app-modal-changes.ts).
  const noteModalChange = useNoteModalChange();
  const fields = useMemo<readonly SelectFilterField[]>(
    () =>
      filterFields ??
      (kind === 'country' ? ['label', 'name', 'callingCode', 'countryCode'] : ['label']),
    [filterFields, kind],
  );
  const byValue = useMemo(
    () => new Map(options.map((option) => [option.value, option])),
    [options],
  );
  const data = useMemo<ComboboxItem[]>(
    () =>
      options.map(({ value: optionValue, label, disabled }) => ({
        value: optionValue,
        label,
        disabled,
      })),
    [options],
  );
  const filter = useMemo<OptionsFilter>(
    () =>
      ({ options: parsed, search }) => {
        const items = parsed.filter((item): item is ComboboxItem => 'value' in item);
        const matches = new Set(
          filterSelectOptions(
            items.map(
              (item) =>
                byValue.get(String(item.value)) ?? { value: String(item.value), label: item.label },
            ),
            search,
            fields,
          ).map((option) => option.value),
        );
        return items.filter((item) => matches.has(String(item.value))) as ComboboxParsedItem[];
      },
    [byValue, fields],
  );
  const rowHeight = ROW_HEIGHT[rowSize];
  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={(next) => {
        noteModalChange();
        onChange(next);
      }}
      searchable
      filter={filter}
      nothingFoundMessage={SELECT_NOTHING_FOUND}
      placeholder={
        placeholder ?? (kind === 'country' ? COUNTRY_SELECT_PLACEHOLDER : SELECT_PLACEHOLDER)
      }
      maxDropdownHeight={rowHeight * maxItems}
      maxLength={SELECT_SEARCH_MAX_LENGTH}
      styles={{ option: { minHeight: rowHeight, display: 'flex', alignItems: 'center' } }}
      // The list is drawn when it opens. Mantine's Combobox otherwise keeps every option drawn,
      // hidden, from the page's first paint: a country list's 250 options for each such field.
      comboboxProps={{ zIndex: 2100, keepMounted: false }}
    />
  );
}
