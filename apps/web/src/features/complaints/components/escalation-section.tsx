import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { Complaint } from '@portal/contract/complaints';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DownloadButton } from '@/components/ui/download-button';
import {
  escalationPackFileName,
  escalationPackLink,
  fetchEscalationPack,
} from '../api/download-escalation-pack';
import { complaintQueryOptions } from '../api/get-complaint';
import { complaintsQueryKey } from '../api/get-complaints';
import classes from './complaints.module.css';
import { complaintsText as text, telHref, websiteHref } from './texts';

// The ombud's route (issue 49 point 1), once the fund's days passed without an answer or the
// member said the answer does not settle the complaint: why it is open, who the ombud is and on
// what terms (the Pension Funds Adjudicator: free of charge, within three years of the event), how
// to reach them, and the escalation pack to send them. The first download is the day the pack was
// issued, which the page then shows.

export function EscalationSection({ complaint }: { complaint: Complaint }) {
  const queryClient = useQueryClient();
  const { ombud, reference } = complaint;

  async function fetchPack(): Promise<Blob> {
    const file = await fetchEscalationPack(reference);
    if (complaint.packIssuedOn === null) {
      void queryClient.invalidateQueries({ queryKey: complaintQueryOptions(reference).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...complaintsQueryKey, 'list'] });
    }
    return file;
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="complaint-escalate">
      <Title order={2} fz="h4" id="complaint-escalate">
        {text.escalateHeading(ombud.name)}
      </Title>
      <Text>
        {complaint.stage === 'Overdue'
          ? text.overdueReason(complaint.answerWithinDays)
          : text.notSatisfiedReason}
      </Text>
      <Text>{ombud.remit}</Text>
      {ombud.isAdjudicator ? <Text>{text.adjudicatorTerms}</Text> : null}
      <Stack component="dl" gap="xs" m={0}>
        <Contact term={text.telephone}>
          <Anchor href={telHref(ombud.telephone)}>{ombud.telephone}</Anchor>
        </Contact>
        <Contact term={text.email}>
          <Anchor href={`mailto:${ombud.email}`} className={classes.wrap}>
            {ombud.email}
          </Anchor>
        </Contact>
        {ombud.website ? (
          <Contact term={text.website}>
            <Anchor href={websiteHref(ombud.website)} className={classes.wrap}>
              {ombud.website}
            </Anchor>
          </Contact>
        ) : null}
        {ombud.postalAddress.length > 0 ? (
          <Contact term={text.post}>
            <span className={classes.address}>{ombud.postalAddress.join('\n')}</span>
          </Contact>
        ) : null}
      </Stack>
      <Text>{text.packIntro}</Text>
      <div>
        <DownloadButton
          fetchFile={fetchPack}
          href={escalationPackLink(reference)}
          fileName={escalationPackFileName(reference)}
          what={text.packWhat(ombud.name)}
        />
      </div>
      {complaint.packIssuedOn ? (
        <Text size="sm">{text.packIssued(complaint.packIssuedOn)}</Text>
      ) : null}
    </Stack>
  );
}

function Contact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" fw={600} m={0} className={classes.wrap}>
        {children}
      </Text>
    </div>
  );
}
