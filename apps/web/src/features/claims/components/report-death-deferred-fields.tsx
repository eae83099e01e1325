import { ComboboxChevron, TextInput } from '@mantine/core';
import type { DeceasedAlertField } from '@portal/domain/deceased-alert-fields';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { DateField } from '@/components/ui/date-field';
import type { SelectField } from '@/components/ui/select-field';

// 'Report a death': the date of death's calendar and the relationship's list (the overlays they
// open in, the date library) load when the member starts on the form, not with the page. Until
// they arrive each field is drawn as it looks empty and closed, read-only; a stand-in that has the
// focus then hands it to the field that arrived, so the member goes on where they were.

type RichFields = { DateField: typeof DateField; SelectField: typeof SelectField };

/** As the date field writes it (components/ui/date-field.tsx DATE_PLACEHOLDER). */
const DATE_PLACEHOLDER = 'dd/mm/yyyy';

let richFields: RichFields | undefined;
let richFieldsLoading: Promise<RichFields> | undefined;
const listeners = new Set<() => void>();

/** Loads the two fields' code once (again after a failure), and tells the fields drawn. */
export function loadRichFields(): Promise<RichFields> {
  richFieldsLoading ??= Promise.all([
    import('@/components/ui/date-field'),
    import('@/components/ui/select-field'),
  ]).then(
    ([date, select]) => {
      richFields = { DateField: date.DateField, SelectField: select.SelectField };
      for (const listener of listeners) listener();
      return richFields;
    },
    (error: unknown) => {
      richFieldsLoading = undefined;
      throw error;
    },
  );
  return richFieldsLoading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The fields' code once loaded. The server and the browser's first drawing never have it (what
 * they draw must be the same); a page drawn in the browser later has it if it was loaded before.
 */
export function useRichFields(): RichFields | undefined {
  return useSyncExternalStore(
    subscribe,
    () => richFields,
    () => undefined,
  );
}

type StandInProps = {
  name: DeceasedAlertField;
  label: ReactNode;
  error?: ReactNode;
  required?: boolean;
  placeholder: string;
  /** What the field shows (its chosen option's words), '' when empty. */
  shown: string;
  rightSection?: ReactNode;
  /** The field itself, given a ref that takes the focus the stand-in had. */
  children: (takeFocus: (input: HTMLElement | null) => void) => ReactNode;
  isReady: boolean;
};

/** The field as it looks until its code arrives, then the field itself. */
function StandIn({ isReady, children, shown, rightSection, ...props }: StandInProps) {
  const standIn = useRef<HTMLInputElement>(null);
  const isHandingFocus = useRef<boolean | null>(null);
  // Read while the stand-in is still in the page, as the field replaces it.
  if (isReady && isHandingFocus.current === null) {
    isHandingFocus.current =
      standIn.current !== null && standIn.current === standIn.current.ownerDocument.activeElement;
  }
  const takeFocus = useCallback((input: HTMLElement | null) => {
    if (!input || isHandingFocus.current !== true) return;
    isHandingFocus.current = false;
    input.focus();
  }, []);
  if (isReady) return children(takeFocus);
  return (
    <TextInput
      {...props}
      ref={standIn}
      value={shown}
      readOnly
      onFocus={() => void loadRichFields().catch(() => undefined)}
      rightSection={rightSection}
      rightSectionPointerEvents="none"
    />
  );
}

type Common = {
  name: DeceasedAlertField;
  label: ReactNode;
  error?: ReactNode;
};

/** spec 3 §2.11 date picker, 'input' variant (type or pick), days until `today`. */
export function DeferredDateField({
  value,
  onChange,
  today,
  ...common
}: Common & { value: string; onChange: (value: string) => void; today: string }) {
  const rich = useRichFields();
  return (
    <StandIn
      {...common}
      required
      placeholder={DATE_PLACEHOLDER}
      shown={value === '' ? '' : displayDate(value)}
      isReady={rich !== undefined}
    >
      {(takeFocus) =>
        rich ? (
          <rich.DateField
            {...common}
            ref={takeFocus}
            value={value === '' ? null : value}
            onChange={(next) => onChange(next ?? '')}
            variant="input"
            pickableUntil={today}
            required
          />
        ) : null
      }
    </StandIn>
  );
}

/** spec 3 §2.11 select, with the relationships to choose from. */
export function DeferredSelectField({
  value,
  onChange,
  options,
  placeholder,
  ...common
}: Common & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
}) {
  const rich = useRichFields();
  return (
    <StandIn
      {...common}
      required
      placeholder={placeholder}
      shown={options.find((option) => option.value === value)?.label ?? ''}
      rightSection={<ComboboxChevron error={common.error} />}
      isReady={rich !== undefined}
    >
      {(takeFocus) =>
        rich ? (
          <rich.SelectField
            {...common}
            ref={takeFocus}
            placeholder={placeholder}
            options={options}
            value={value === '' ? null : value}
            onChange={(next) => onChange(next ?? '')}
            required
          />
        ) : null
      }
    </StandIn>
  );
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the date field shows a date. */
function displayDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${day}/${month}/${year}`;
}
