import { Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NominationPdfTarget } from '../api/generate-nomination-pdf';
import { PdfDownloadButton } from './pdf-download-button';

type SuccessSectionProps = {
  memberName: string;
  productName: string;
  pdfTarget: NominationPdfTarget;
  /** The referral banner (hidden for staff members), supplied by the page. */
  referral?: ReactNode;
  onClose: () => void;
};

/** spec 1 §2.5 success section. The modal closes once the report is downloaded (spec 1 §4). */
export function SuccessSection({
  memberName,
  productName,
  pdfTarget,
  referral,
  onClose,
}: SuccessSectionProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby="success-heading">
      <Group gap="sm">
        <ThemeIcon color="teal.9" radius="xl" size={36} aria-hidden="true">
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="m5 12 5 5 9-10" />
          </svg>
        </ThemeIcon>
        {/* Focus lands here when the save succeeds. */}
        <Title order={3} id="success-heading" tabIndex={-1} data-autofocus>
          Success!
        </Title>
      </Group>
      <Text>
        Hi {memberName}, Good news! We&apos;ve successfully recorded and saved your beneficiary
        information.
      </Text>
      <List size="sm" spacing={6}>
        <List.Item>
          Please review your beneficiary details at least once a year, and whenever your
          circumstances change, so that they stay up to date.
        </List.Item>
        <List.Item>
          Please note that adding new beneficiaries replaces the beneficiaries you nominated before.
        </List.Item>
        <List.Item>
          Download your beneficiary report (PDF) and submit it to your Human Resources department.
        </List.Item>
      </List>
      <Group gap="sm">
        <PdfDownloadButton
          variant="button"
          target={pdfTarget}
          productName={productName}
          onDownloaded={onClose}
        />
        <Button onClick={onClose}>Close</Button>
      </Group>
      {referral}
    </Stack>
  );
}
