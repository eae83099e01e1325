import { Badge, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  CORRECTION_DETAIL_LABELS,
  CORRECTION_OUTCOME_LABELS,
  CORRECTION_STAGE_LABELS,
} from '@portal/contract/calls/privacy';
import type { CorrectionSummary } from '@portal/contract/privacy';
import { formatDisplayDate } from '@portal/domain/dates';
import { InlineError } from '@/components/ui/inline-error';
import { useCorrections } from '../api/get-corrections';
import classes from './privacy.module.css';
import { privacyText as text } from './texts';

// The member's correction requests, the latest first: the detail and value asked for, the
// reference, the days of the fund's 30-day clock and, once answered, the decision and its words.

function shownValue(correction: CorrectionSummary): string {
  return correction.detail === 'dateOfBirth' && /^\d{4}-\d{2}-\d{2}$/.test(correction.value)
    ? formatDisplayDate(correction.value)
    : correction.value;
}

function Clock({ correction }: { correction: CorrectionSummary }) {
  if (correction.stage === 'WaitingForFund' && correction.daysLeft !== null)
    return <Text size="sm">{text.daysLeft(correction.daysLeft)}</Text>;
  if (correction.stage === 'Overdue')
    return <Text size="sm">{text.overdue(correction.answerDueOn)}</Text>;
  return null;
}

function Answer({ answer }: { answer: string }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {text.answerHeading}
      </Text>
      <Text size="sm" className={classes.answer}>
        {answer}
      </Text>
    </Stack>
  );
}

function CorrectionItem({ correction }: { correction: CorrectionSummary }) {
  const label = CORRECTION_DETAIL_LABELS[correction.detail];
  const headingId = `correction-${correction.reference}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} fz="h5" id={headingId}>
            {label}
          </Title>
          <Badge variant="light" color={correction.outcome === 'Declined' ? 'red' : 'blue'}>
            {correction.outcome
              ? CORRECTION_OUTCOME_LABELS[correction.outcome]
              : CORRECTION_STAGE_LABELS[correction.stage]}
          </Badge>
        </Group>
        <dl className={classes.facts}>
          <div>
            <dt>{text.askedFor}</dt>
            <dd>{shownValue(correction)}</dd>
          </div>
          <div>
            <dt>{text.reference}</dt>
            <dd>{correction.reference}</dd>
          </div>
          <div>
            <dt>{text.lodgedOn}</dt>
            <dd>{formatDisplayDate(correction.lodgedOn)}</dd>
          </div>
          <div>
            <dt>{correction.answeredOn ? text.answeredOn : text.dueOn}</dt>
            <dd>{formatDisplayDate(correction.answeredOn ?? correction.answerDueOn)}</dd>
          </div>
        </dl>
        <Clock correction={correction} />
        {correction.answer ? <Answer answer={correction.answer} /> : null}
      </Stack>
    </Paper>
  );
}

export function CorrectionList() {
  const corrections = useCorrections();
  if (corrections.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
        <Skeleton height={96} aria-hidden="true" />
      </Stack>
    );
  if (corrections.isError) return <InlineError message={text.loadError} />;
  if (corrections.data.corrections.length === 0) return <Text>{text.noCorrections}</Text>;
  return (
    <ul className={classes.list}>
      {corrections.data.corrections.map((correction) => (
        <CorrectionItem key={correction.reference} correction={correction} />
      ))}
    </ul>
  );
}
