import { Group, Loader, Stack } from '@mantine/core';
import { defaultIrrRange } from '@portal/domain/date-ranges';
import { canRequestIrr, irrDatesFormSchema } from '@portal/domain/date-range-forms';
import type { DateRange } from '@portal/domain/date-ranges';
import { useRef, useState } from 'react';
import { DateField } from '@/components/ui/date-field';
import { ErrorPanel } from '@/components/ui/error-panel';
import { GuardedButton } from '@/components/ui/guarded-button';
import { fieldIssues } from '@/lib/field-issues';
import { useIrr } from '../api/post-irr';
import { useToday } from '@/lib/portal-config';
import { IRR_ERROR_MESSAGE, IRR_ERROR_TITLE } from './irr-messages';
import { IrrResult } from './irr-result';
import { listInWords } from './missing-fields';

type IrrPanelProps = {
  schemeNumber: string;
  /** spec 2 §2: inside the IRR Calculator modal, Calculate requests; outside, every change does. */
  isModal?: boolean;
  /** spec 3 §2.2: no fund to ask about, so the dates and Calculate are disabled and nothing loads. */
  isDisabled?: boolean;
  /** The failure text: spec 2 §8's by default; the tools page passes spec 3 §8's wording. */
  errorMessage?: string;
};

type Dates = { startDate: string | null; endDate: string | null };

function issuesOf(dates: Dates, today: string): Partial<Record<keyof Dates, string>> {
  return fieldIssues(irrDatesFormSchema(today).safeParse(dates), ['startDate', 'endDate']);
}

/** spec 2 §2, §4, §5 and spec 3 §2.2: the internal rate of return panel. */
export function IrrPanel({
  schemeNumber,
  isModal = false,
  isDisabled = false,
  errorMessage = IRR_ERROR_MESSAGE,
}: IrrPanelProps) {
  const today = useToday();
  const [dates, setDates] = useState<Dates>(() => {
    const range = defaultIrrRange(today);
    return { startDate: range.from, endDate: range.to };
  });
  // spec 2 §4: on load it requests the last 12 months ending today.
  const [requested, setRequested] = useState<DateRange>(() => defaultIrrRange(today));
  const irr = useIrr(schemeNumber, requested, { isEnabled: !isDisabled });
  const isRequestable = canRequestIrr(dates.startDate, dates.endDate, today);
  const issues = issuesOf(dates, today);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const wrong = [
    issues.startDate || !dates.startDate ? 'From' : null,
    issues.endDate || !dates.endDate ? 'To' : null,
  ].filter((label) => label !== null);
  const missing = isRequestable
    ? null
    : `To calculate, enter valid ${listInWords(wrong.length > 0 ? wrong : ['From', 'To'])} ${wrong.length === 1 ? 'date' : 'dates'}.`;

  function change(next: Dates) {
    setDates(next);
    if (
      !isModal &&
      next.startDate &&
      next.endDate &&
      canRequestIrr(next.startDate, next.endDate, today)
    )
      setRequested({ from: next.startDate, to: next.endDate });
  }

  function handleCalculate() {
    if (!isRequestable) {
      // Pressed before the dates allow it: the focus goes to the date to correct.
      (issues.startDate || !dates.startDate ? startRef : endRef).current?.focus();
      return;
    }
    if (dates.startDate && dates.endDate)
      setRequested({ from: dates.startDate, to: dates.endDate });
  }

  return (
    <Stack gap="md">
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <DateField
          variant="input"
          ref={startRef}
          label="From"
          value={dates.startDate}
          onChange={(startDate) => change({ ...dates, startDate })}
          maxDate={dates.endDate ?? today}
          error={issues.startDate}
          disabled={isDisabled}
          required
        />
        <DateField
          variant="input"
          ref={endRef}
          label="To"
          value={dates.endDate}
          onChange={(endDate) => change({ ...dates, endDate })}
          minDate={dates.startDate ?? undefined}
          maxDate={today}
          error={issues.endDate}
          disabled={isDisabled}
          required
        />
      </Group>
      {isModal ? (
        <Group justify="flex-end">
          <GuardedButton onClick={handleCalculate} disabled={isDisabled} missing={missing}>
            Calculate
          </GuardedButton>
        </Group>
      ) : null}
      <div aria-live="polite">
        {isDisabled ? null : irr.isPending ? (
          <Group justify="center" py="lg">
            <Loader type="dots" aria-label="Loading your internal rate of return" />
          </Group>
        ) : irr.isError ? (
          <ErrorPanel title={IRR_ERROR_TITLE} message={errorMessage} headingOrder={3} />
        ) : irr.data ? (
          <IrrResult irr={irr.data} />
        ) : (
          <ErrorPanel title={IRR_ERROR_TITLE} message={errorMessage} headingOrder={3} />
        )}
      </div>
    </Stack>
  );
}
