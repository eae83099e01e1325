import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { InternalRateOfReturn } from '@portal/contract/fund-details';
import { addYears, isBefore } from '@portal/domain/dates';
import { basisPointsFromPercent, formatPercent } from '@portal/domain/money';
import { SECONDARY_MODAL_Z_INDEX } from '@/components/ui/app-modal';
import { Money } from '@/components/ui/money';
import { Hint } from '@/components/ui/hint';
import { formatCalendarDate } from '@/lib/format';
import { IRR_EMPTY_MESSAGE, IRR_NO_SINGLE_RATE_MESSAGE, IRR_TOOLTIP } from './irr-messages';

/** A wire percent (2 decimals) as '12.34%'. */
function percentText(percent: number): string {
  return formatPercent(basisPointsFromPercent(percent));
}

/**
 * 'unavailable' with neither an opening nor a closing value means nothing happened in the window
 * (spec 2 §2 "Empty result"); any other missing rate is one we cannot state as a single number.
 */
export function irrEmptyMessage(irr: InternalRateOfReturn): string | null {
  if (irr.irrStatus === 'rate' && irr.irrPct !== null) return null;
  if (irr.irrStatus === 'unavailable' && irr.openingValue === 0 && irr.closingValue === 0)
    return IRR_EMPTY_MESSAGE;
  return IRR_NO_SINGLE_RATE_MESSAGE;
}

export function IrrResult({ irr }: { irr: InternalRateOfReturn }) {
  const emptyMessage = irrEmptyMessage(irr);
  return (
    <Stack gap="md">
      {/* Nothing to compare when the window holds no value at all: the empty text alone. */}
      {emptyMessage === IRR_EMPTY_MESSAGE ? null : <ValueBars irr={irr} />}
      {emptyMessage === null ? <KeyStatistics irr={irr} /> : <Text size="sm">{emptyMessage}</Text>}
    </Stack>
  );
}

function ValueBars({ irr }: { irr: InternalRateOfReturn }) {
  const largest = Math.max(Math.abs(irr.openingValue), Math.abs(irr.closingValue), 0.01);
  const bars = [
    { label: 'Closing value', date: irr.calcEndDate, value: irr.closingValue, color: '#0b7a5c' },
    { label: 'Opening value', date: irr.calcStartDate, value: irr.openingValue, color: '#1c4e80' },
  ];
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} role="list">
      {bars.map((bar) => (
        <li key={bar.label}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {bar.label}
            </Text>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              <Money rand={bar.value} />
            </Text>
          </Group>
          {/* The figures are in the text; the bar only shows their proportion. */}
          <svg width="100%" height="14" aria-hidden="true" focusable="false">
            <rect x="0" y="0" width="100%" height="14" rx="4" fill="#e9ecef" />
            <rect
              x="0"
              y="0"
              width={`${Math.max((Math.abs(bar.value) / largest) * 100, 1)}%`}
              height="14"
              rx="4"
              fill={bar.color}
            />
          </svg>
          <Text size="xs" c="dimmed">
            {formatCalendarDate(bar.date)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function KeyStatistics({ irr }: { irr: InternalRateOfReturn }) {
  // A window shorter than a year: its own return beside the annualised rate, never annualised.
  const isShortWindow = isBefore(irr.calcEndDate, addYears(irr.calcStartDate, 1));
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={3} fz="sm" tt="uppercase" c="dimmed">
          Key statistics
        </Title>
        <Hint
          label={IRR_TOOLTIP}
          multiline
          w={260}
          events={{ hover: true, focus: true, touch: true }}
          // Above the IRR Calculator modal and any modal over it (spec 3 §2.11 z-indexes).
          zIndex={SECONDARY_MODAL_Z_INDEX + 1}
        >
          <ActionIcon variant="subtle" size="sm" aria-label="About these figures" color="navy">
            <InfoIcon />
          </ActionIcon>
        </Hint>
      </Group>
      <Group gap="xl" mt="xs" align="flex-start">
        <Stack gap={2}>
          <Text size="sm">Annualised internal rate of return</Text>
          <Text fz={28} fw={700} c="navy.9">
            {irr.irrPct === null ? '' : percentText(irr.irrPct)}
          </Text>
        </Stack>
        {isShortWindow && irr.periodReturnPct !== null ? (
          <Stack gap={2}>
            <Text size="sm">Return for the period (not annualised)</Text>
            <Text fz={28} fw={700}>
              {percentText(irr.periodReturnPct)}
            </Text>
          </Stack>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        The internal rate of return is the yearly growth rate of your investment over these dates,
        allowing for when money went in and came out. It is after every fee and premium taken from
        your fund: only your contributions, transfers and the money paid to you count as money in
        and out.
      </Text>
    </Paper>
  );
}

export function InfoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
