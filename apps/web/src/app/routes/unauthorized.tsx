import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { signInHref } from '@/config/paths';

// 'unauthorized' (open): the sign-in could not be completed or the session could not be verified.
export function Component() {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack gap="md">
        <Title order={1}>We could not verify your session</Title>
        <Text>
          Your session may have expired, or you may have signed out in another window. Please sign
          in again to continue.
        </Text>
        <div>
          {/* A full-page navigation: the server runs the sign-in (DESIGN §1). */}
          <Button component="a" href={signInHref}>
            Sign in
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
