import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { signInHref } from '@/config/paths';

// 'unauthorized' (open): the session could not be verified.
export function Component() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>We could not verify your session</Title>
        <Text>
          Your session may have expired, or you may have signed out in another window. Please sign
          in again to continue.
        </Text>
        <Text>
          <Anchor href={signInHref} fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
