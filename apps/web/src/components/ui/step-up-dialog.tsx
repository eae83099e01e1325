import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { finishIdentityCheck, stepUpAddress } from '@/lib/step-up';
import { AppModal } from './app-modal';

// The dialog of a step-up (DESIGN §1d): the provider's "Confirm it is you" page opens in a window
// of its own, so the page behind keeps everything the member entered; when that window reports
// back (a BroadcastChannel message from /auth/step-up/done), the held call is sent again.

/** The channel /auth/step-up/done speaks on (apps/api/src/auth/step-up-page.ts). */
const STEP_UP_CHANNEL = 'portal-step-up';

type Stage = 'asking' | 'waiting' | 'blocked';

export function StepUpDialog() {
  const [stage, setStage] = useState<Stage>('asking');

  useEffect(() => {
    const channel = new BroadcastChannel(STEP_UP_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === 'confirmed') finishIdentityCheck(true);
    };
    return () => channel.close();
  }, []);

  function openWindow() {
    const opened = window.open(stepUpAddress(), 'portal-step-up', 'popup,width=480,height=720');
    setStage(opened ? 'waiting' : 'blocked');
  }

  return (
    // Above any other modal: the call it holds may come from one.
    <AppModal
      opened
      onClose={() => finishIdentityCheck(false)}
      title="Confirm it is you"
      size={462}
      isSecondary
    >
      <Stack gap="md">
        <Text>
          For your safety, we ask for your password again before money is paid out or the details we
          reach you by change. When money is paid out, the window shows what you are confirming.
          Everything you entered stays as it is.
        </Text>
        {stage === 'waiting' ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Confirm it is you in the window that opened. This page carries on after.</Text>
          </Group>
        ) : null}
        {stage === 'blocked' ? (
          <Alert color="red" title="The window did not open">
            Your browser blocked it. Allow pop-ups for this site, then press Continue again.
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => finishIdentityCheck(false)}>
            Cancel
          </Button>
          <Button onClick={openWindow}>
            {stage === 'waiting' ? 'Open the window again' : 'Continue'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
