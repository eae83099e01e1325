import { Alert, Anchor, Container, Progress, Stack, Text, Title } from '@mantine/core';
import { LOADING_IMAGE_ROTATION_MS, LoadingStatus } from '@portal/domain/member';
import type { MouseEvent } from 'react';
import dashboardImage from '@/assets/loading-dashboard-funds.svg';
import profileImage from '@/assets/loading-profile-details.svg';
import secureImage from '@/assets/loading-secure-sign-in.svg';
import { paths } from '@/config/paths';
import type { RotatingImageItem } from './rotating-image';
import { RotatingImage } from './rotating-image';

// Spec 1 §8: the loading page's error text.
export const LOADING_ERROR_MESSAGE =
  'There was an issue loading your dashboard. Please try again later.';

const IMAGES: readonly RotatingImageItem[] = [
  { src: secureImage, alt: 'A shield with a padlock: your sign-in is being secured' },
  { src: profileImage, alt: 'A member profile card: your details are being loaded' },
  { src: dashboardImage, alt: 'A rising bar chart: your dashboard is being prepared' },
];

type LoadingScreenProps = {
  status: LoadingStatus;
  progress: number;
  /** Signs out (revoking the tokens), clears storage, then goes to the sign-in page. */
  onReturnToLogin: () => void;
  isSigningOut: boolean;
};

/** Spec 1 §2.4: rotating image, progress bar and status message after sign-in. */
export function LoadingScreen({
  status,
  progress,
  onReturnToLogin,
  isSigningOut,
}: LoadingScreenProps) {
  const isError = status === LoadingStatus.Error;

  function handleReturnClick(event: MouseEvent<HTMLAnchorElement>) {
    // The link works without JavaScript; with it, sign out first so the tokens are revoked.
    event.preventDefault();
    if (!isSigningOut) onReturnToLogin();
  }

  return (
    <Container size="xs" py={48}>
      <Stack align="center" gap="lg">
        <Title order={1} fz="h2" ta="center">
          {isError ? 'We could not load your dashboard' : 'Loading your dashboard'}
        </Title>
        <RotatingImage
          images={IMAGES}
          intervalMs={LOADING_IMAGE_ROTATION_MS}
          width={240}
          height={160}
        />
        <Progress
          value={progress}
          aria-label="Loading your dashboard"
          color={isError ? 'red.9' : 'navy'}
          size="lg"
          radius="xl"
          w="100%"
          transitionDuration={300}
        />
        <Text role="status" aria-live="polite" fw={600} ta="center">
          {status}
        </Text>
        {isError ? (
          <Alert color="red" variant="light" title="Error!" w="100%">
            <Stack gap="xs">
              <Text size="sm">{LOADING_ERROR_MESSAGE}</Text>
              <Anchor
                href={paths.login.getHref()}
                onClick={handleReturnClick}
                aria-disabled={isSigningOut || undefined}
                size="sm"
                fw={600}
              >
                Return to login
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Container>
  );
}
