import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

// '/not-found': also where a route whose feature flag is off will send the member (spec 1 §2.1).
export function Component() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Page not found</Title>
        <Text>The page you were looking for does not exist or is not available to you.</Text>
        <Text>
          <Anchor component={Link} to={paths.dashboard.getHref()} fw={600}>
            Go to your dashboard
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
