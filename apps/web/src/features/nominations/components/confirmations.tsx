import { Button, Group, Stack, Text, Title } from '@mantine/core';

export const CANCEL_QUESTION = 'Do you want to cancel (editing) this information?';
export const CANCEL_TEXT = 'The information captured will not be saved on your record.';
export const DELETE_QUESTION = 'Do you want to delete this Beneficiary?';

/** spec 1 §2.5 cancel confirmation: No returns to the form, Yes closes and resets. */
export function CancelConfirmation({ onNo, onYes }: { onNo: () => void; onYes: () => void }) {
  return (
    <Stack
      gap="md"
      role="alertdialog"
      aria-labelledby="cancel-question"
      aria-describedby="cancel-text"
    >
      <Title order={3} id="cancel-question" fz="lg">
        {CANCEL_QUESTION}
      </Title>
      <Text id="cancel-text">{CANCEL_TEXT}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onNo} data-autofocus>
          No
        </Button>
        <Button onClick={onYes}>Yes</Button>
      </Group>
    </Stack>
  );
}

/** spec 1 §2.5 delete confirmation: Cancel / Delete. */
export function DeleteConfirmation({
  name,
  onCancel,
  onDelete,
}: {
  name: string;
  onCancel: () => void;
  onDelete: () => void;
}) {
  return (
    <Stack gap="md" role="alertdialog" aria-labelledby="delete-question">
      <Title order={3} id="delete-question" fz="lg">
        {DELETE_QUESTION}
      </Title>
      <Text>{name}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" onClick={onDelete}>
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
