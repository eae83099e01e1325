import {
  Anchor,
  Badge,
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_STAGE_LABELS,
  type ComplaintStage,
} from '@portal/contract/calls/complaints';
import type { ComplaintSummary } from '@portal/contract/complaints';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { paths } from '@/config/paths';
import { useComplaints } from '../api/get-complaints';
import classes from './complaints.module.css';
import { clockText, day, complaintsText as text } from './texts';

// The member's complaints, the latest first: each its reference (the link to it), stage in words,
// fund, what it is about, the day it was lodged and the fund's clock; with loading, error and
// empty states.

/** The stages that ask something of the member, or open the ombud's route. */
const STANDS_OUT: readonly ComplaintStage[] = ['Overdue', 'Answered', 'NotSatisfied'];

/**
 * A stage in words, in dark ink (the theme's greens and oranges are too light for a badge's small
 * text); one that asks something of the member is filled, to stand out. Colour is never the only
 * signal.
 */
export function StageBadge({ stage }: { stage: ComplaintStage }) {
  return (
    <Badge variant={STANDS_OUT.includes(stage) ? 'filled' : 'outline'} color="dark" tt="none">
      {COMPLAINT_STAGE_LABELS[stage]}
    </Badge>
  );
}

export function ComplaintList() {
  const complaints = useComplaints();
  if (complaints.isPending)
    return (
      <Box aria-busy="true">
        <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
        <Stack gap={6} aria-hidden="true">
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      </Box>
    );
  if (complaints.isError)
    return (
      <ErrorPanel title={text.somethingWentWrong} message={text.listError} height="small">
        <Button variant="default" size="sm" onClick={() => void complaints.refetch()}>
          {text.tryAgain}
        </Button>
      </ErrorPanel>
    );
  if (complaints.data.complaints.length === 0)
    return (
      <Paper withBorder radius="md" p="lg">
        <Text fw={700}>{text.noComplaints}</Text>
        <Text size="sm">{text.noComplaintsHint}</Text>
      </Paper>
    );
  const { answerWithinDays } = complaints.data;
  return (
    <ul className={classes.complaints} aria-label={text.listHeading}>
      {complaints.data.complaints.map((complaint) => (
        <ComplaintItem
          key={complaint.reference}
          complaint={complaint}
          answerWithinDays={answerWithinDays}
        />
      ))}
    </ul>
  );
}

type ComplaintItemProps = { complaint: ComplaintSummary; answerWithinDays: number };

function ComplaintItem({ complaint, answerWithinDays }: ComplaintItemProps) {
  return (
    <li className={classes.complaint}>
      <Stack gap={4}>
        <Anchor
          component={Link}
          to={paths.complaint.getHref(complaint.reference)}
          className={classes.complaintLink}
        >
          {`Complaint ${complaint.reference}`}
        </Anchor>
        <div className={classes.meta}>
          <StageBadge stage={complaint.stage} />
          <Text size="sm" c="dimmed" className={classes.wrap}>
            {`${COMPLAINT_CATEGORY_LABELS[complaint.category]} · ${complaint.fundName} · Lodged `}
            <time dateTime={complaint.lodgedOn}>{day(complaint.lodgedOn)}</time>
          </Text>
        </div>
        <Text size="sm" fw={600}>
          {clockText(complaint, answerWithinDays)}
        </Text>
      </Stack>
    </li>
  );
}
