import { Button, Group, List, Stack, Text } from '@mantine/core';
import { AppModal } from '@/components/ui/app-modal';
import type { ProfileModal } from '../hooks/use-profile-editor';

// spec 1 §2.8, §8, §9: 'Success!' (500 wide) with its points, 'Failure to update' (462) and the
// confirmation 'Do you want to proceed without saving?' (360: Cancel or Continue).

export const SUCCESS_TITLE = 'Success!';
export const FAILURE_TITLE = 'Failure to update';
export const FAILURE_TEXT =
  'Unfortunately your updated details could not be saved at this time. Please try again later.';
export const LEAVE_QUESTION = 'Do you want to proceed without saving?';
export const LEAVE_TEXT = 'The changes you made to your profile will be lost.';

/** spec 1 §8: the success modal's points, the call centre's number from the configuration. */
export function successPoints(callCentrePhone: string): string[] {
  return [
    'Your online profile has been updated.',
    'To update the details held by your pension fund, please contact your HR department.',
    `To update the details held for your retail products, please contact your adviser or our call centre on ${callCentrePhone}, Monday to Friday, 08:00 to 17:00.`,
  ];
}

type ProfileModalsProps = {
  modal: ProfileModal;
  callCentrePhone: string;
  onClose: () => void;
  onStay: () => void;
  onContinue: () => void;
};

export function ProfileModals({
  modal,
  callCentrePhone,
  onClose,
  onStay,
  onContinue,
}: ProfileModalsProps) {
  return (
    <>
      <AppModal opened={modal === 'success'} onClose={onClose} title={SUCCESS_TITLE} size={500}>
        <Stack gap="md">
          <List spacing="xs">
            {successPoints(callCentrePhone).map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      </AppModal>
      <AppModal
        opened={modal === 'failure'}
        onClose={onClose}
        title={FAILURE_TITLE}
        size={462}
        variant="error"
      >
        <Stack gap="md">
          <Text>{FAILURE_TEXT}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      </AppModal>
      <AppModal
        opened={modal === 'confirm'}
        onClose={onStay}
        title={LEAVE_QUESTION}
        size={360}
        variant="warn"
      >
        <Stack gap="md">
          <Text>{LEAVE_TEXT}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onStay} data-autofocus>
              Cancel
            </Button>
            <Button onClick={onContinue}>Continue</Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
