import { Button, List, Paper, Stack, Text } from '@mantine/core';
import type { ProductNomination } from '@portal/contract/nomination';
import { signedFormReason } from '@portal/domain/nomination-channel';
import { useId } from 'react';
import { useNominationFormDownload } from '../hooks/use-nomination-form-download';
import { PdfIcon } from './icons';

/**
 * A fund whose rules ask for a signed form (a restricted or preservation fund): why, the form to
 * download (the member's details and current beneficiaries filled in), and what to do with it.
 */
export function SignedFormPanel({ nomination }: { nomination: ProductNomination }) {
  const download = useNominationFormDownload();
  const headingId = useId();
  const schemeNumber = nomination.membership.schemeNumber;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Text id={headingId} fw={700} component="h3" fz="md" m={0}>
          Change your beneficiaries on a signed form
        </Text>
        <Text size="sm">{signedFormReason(nomination.membership)}</Text>
        <List type="ordered" size="sm" spacing={2}>
          <List.Item>Download the Nomination of Beneficiaries form.</List.Item>
          <List.Item>
            Keep, cross out or change the beneficiaries printed on it, and add any new ones.
          </List.Item>
          <List.Item>Sign and date it in front of a witness, who signs and dates it too.</List.Item>
          <List.Item>
            Email or post it to the address printed on the form. This page shows it as received by
            the fund once the fund has it.
          </List.Item>
        </List>
        {schemeNumber ? (
          <Button
            variant="outline"
            leftSection={<PdfIcon />}
            loading={download.isPending}
            onClick={() => download.mutate(schemeNumber)}
            style={{ alignSelf: 'flex-start' }}
            aria-label={`Download the nomination form for ${nomination.key}`}
          >
            Download the nomination form
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
