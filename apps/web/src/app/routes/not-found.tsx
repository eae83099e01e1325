import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

// '/not-found': also where a page whose flag is off, or which the member's type may not see,
// sends the member (spec 1 §2.1).
export function Component() {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack gap="md">
        <Text c="dimmed" fw={700} size="sm" tt="uppercase" lts={1}>
          Error 404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text>
          The page you were looking for does not exist or is not available to you. If you followed a
          link, it may be out of date.
        </Text>
        <Text>
          <Anchor component={Link} to={paths.dashboard.getHref()} fw={600}>
            Go to your dashboard
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
