import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { AppModal } from '@/components/ui/app-modal';
import { useNominationFormDownload } from '../hooks/use-nomination-form-download';
import { PdfIcon } from './icons';

/** spec 2 §2, §9: the form modal is 450 wide and, like every beneficiary modal, stays on outside clicks. */
export const NOMINATION_FORM_MODAL_WIDTH = 450;
export const NOMINATION_FORM_TITLE = 'Nomination of Beneficiaries';

type NominationFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The fund the form is for: its details are filled in on the form. */
  schemeNumber: string;
  productName: string;
  /** The provider address the completed form is emailed to (configuration). */
  email: string;
};

/**
 * spec 2 §2 "Nomination of Beneficiaries" modal for retail products (spec 2 §6): the three steps
 * (download the form, complete all required fields, email it to the provider address), Close and
 * Download.
 */
export function NominationFormModal({
  opened,
  onClose,
  schemeNumber,
  productName,
  email,
}: NominationFormModalProps) {
  const download = useNominationFormDownload();
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={NOMINATION_FORM_TITLE}
      size={NOMINATION_FORM_MODAL_WIDTH}
      closeOnClickOutside={false}
      // The Close button below is the way out (and Escape); a second "Close" would repeat it.
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text size="sm">
          To nominate or change the beneficiaries of your {productName}, please follow these steps:
        </Text>
        <List type="ordered" size="sm" spacing="xs" aria-label="Steps to nominate beneficiaries">
          <List.Item>Download the Nomination of Beneficiaries form.</List.Item>
          <List.Item>Complete all the required fields and sign the form.</List.Item>
          <List.Item>
            Email the completed form to{' '}
            <Anchor
              href={`mailto:${email}`}
              fw={700}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {email}
            </Anchor>
            .
          </List.Item>
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button
            leftSection={<PdfIcon />}
            loading={download.isPending}
            onClick={() => download.mutate(schemeNumber)}
          >
            Download
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
