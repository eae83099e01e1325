import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_OUTCOME_LABELS,
} from '@portal/contract/calls/complaints';
import type { Complaint } from '@portal/contract/complaints';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useComplaint } from '../api/get-complaint';
import { ComplaintConversation } from './complaint-conversation';
import { StageBadge } from './complaint-list';
import classes from './complaints.module.css';
import { EscalationSection } from './escalation-section';
import { RespondForm } from './respond-form';
import { day, complaintsText as text } from './texts';

// One complaint (issue 49 point 1): where it stands and its dates (the fund's 30 days, its answer
// and decision, the member's response, the pack's first download), its conversation and what the
// member asked for; after the fund's answer, whether it settles the complaint; once the fund's
// days passed without an answer or the answer does not settle it, the ombud's route. Just lodged,
// the page acknowledges the complaint and moves the focus there.

export function ComplaintView({
  reference,
  lodged,
}: {
  reference: string;
  lodged?: string | undefined;
}) {
  const complaint = useComplaint(reference);
  if (complaint.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{text.loadingComplaint}</VisuallyHidden>
        <Skeleton height={24} width={240} maw="100%" aria-hidden="true" />
        <Skeleton height={120} radius="md" aria-hidden="true" />
      </Stack>
    );
  if (complaint.isError) {
    const isUnknown = isNotFound(complaint.error);
    return (
      <ErrorPanel
        title={isUnknown ? text.notFound : text.somethingWentWrong}
        message={isUnknown ? text.notFoundHint : text.complaintError}
        height="small"
        headingOrder={2}
      >
        <Group gap="sm">
          {isUnknown ? null : (
            <Button variant="default" size="sm" onClick={() => void complaint.refetch()}>
              {text.tryAgain}
            </Button>
          )}
          <Anchor component={Link} to={paths.complaints.getHref()}>
            {text.backToComplaints}
          </Anchor>
        </Group>
      </ErrorPanel>
    );
  }
  return <ComplaintDetails complaint={complaint.data} isJustLodged={lodged === reference} />;
}

/** Not the member's complaint, none such, or an address that is no complaint's reference. */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

function ComplaintDetails({
  complaint,
  isJustLodged,
}: {
  complaint: Complaint;
  isJustLodged: boolean;
}) {
  const [said, setSaid] = useState('');
  // The fund's answer arriving while the page is open (the page follows a waiting complaint).
  const stageBefore = useRef(complaint.stage);
  useEffect(() => {
    if (stageBefore.current === 'WaitingForFund' && complaint.stage === 'Answered')
      setSaid(text.fundAnswered);
    stageBefore.current = complaint.stage;
  }, [complaint.stage]);
  return (
    <Stack gap="lg">
      {isJustLodged ? <Acknowledgement complaint={complaint} /> : null}
      <Text role="status" aria-live="polite" fw={600}>
        {said}
      </Text>
      <Facts complaint={complaint} />
      <ComplaintConversation messages={complaint.messages} remedy={complaint.remedy} />
      {complaint.stage === 'Answered' ? (
        <Stack gap="sm" component="section" aria-labelledby="complaint-respond">
          <Title order={2} fz="h4" id="complaint-respond">
            {text.respondHeading}
          </Title>
          <RespondForm
            reference={complaint.reference}
            onSent={(satisfied) =>
              setSaid(satisfied ? text.respondedSettled : text.respondedNotSettled)
            }
          />
        </Stack>
      ) : null}
      {complaint.stage === 'Resolved' ? (
        <Alert variant="outline" color="gray" title="Resolved">
          {text.resolved(complaint.respondedOn)}
        </Alert>
      ) : null}
      {complaint.stage === 'NotSatisfied' ? (
        <Text>{text.notSatisfied(complaint.respondedOn)}</Text>
      ) : null}
      {complaint.mayEscalate ? <EscalationSection complaint={complaint} /> : null}
    </Stack>
  );
}

/** "Your complaint CMP-… was received on …": focused when shown, so it is read first. */
function Acknowledgement({ complaint }: { complaint: Complaint }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <Alert ref={box} tabIndex={-1} variant="light" color="green.9" title={text.received}>
      {text.acknowledgement(complaint.reference, complaint.lodgedOn, complaint.replyDueOn)}
    </Alert>
  );
}

function Facts({ complaint }: { complaint: Complaint }) {
  return (
    <Paper withBorder radius="md" p="md">
      <dl className={classes.facts}>
        <Fact term={text.reference}>{complaint.reference}</Fact>
        <Fact term={text.fund}>{complaint.fundName}</Fact>
        <Fact term={text.category}>{COMPLAINT_CATEGORY_LABELS[complaint.category]}</Fact>
        <Fact term={text.stage}>
          <StageBadge stage={complaint.stage} />
        </Fact>
        <Fact term={text.lodgedOn}>
          <DayText value={complaint.lodgedOn} />
        </Fact>
        <Fact term={text.replyDueOn}>
          <DayText value={complaint.replyDueOn} />
        </Fact>
        {complaint.daysLeft !== null ? (
          <Fact term={text.daysLeft}>
            {`${complaint.daysLeft} ${complaint.daysLeft === 1 ? 'day' : 'days'}`}
          </Fact>
        ) : null}
        {complaint.answeredOn ? (
          <Fact term={text.answeredOn}>
            <DayText value={complaint.answeredOn} />
          </Fact>
        ) : null}
        {complaint.outcome ? (
          <Fact term={text.outcome}>{COMPLAINT_OUTCOME_LABELS[complaint.outcome]}</Fact>
        ) : null}
        {complaint.respondedOn ? (
          <Fact term={text.respondedOn}>
            <DayText value={complaint.respondedOn} />
          </Fact>
        ) : null}
        {complaint.packIssuedOn ? (
          <Fact term={text.packIssuedOn}>
            <DayText value={complaint.packIssuedOn} />
          </Fact>
        ) : null}
      </dl>
      {complaint.stage === 'WaitingForFund' ? (
        <Text size="sm" mt="sm">
          {text.waitingHint}
        </Text>
      ) : null}
    </Paper>
  );
}

function DayText({ value }: { value: string }) {
  return <time dateTime={value}>{day(value)}</time>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}
