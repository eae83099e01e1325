import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';

export const PAGE_ERROR_MESSAGE =
  'This page could not be shown. Please try again, or reload the page if it keeps happening.';

/**
 * A page's error boundary (react-router `ErrorBoundary` on each page route): the header and footer
 * stay, the page region shows what happened with a retry, which renders the page again.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  if (import.meta.env.DEV) console.error(error);

  function handleRetry() {
    // A new navigation to the same address resets the route's error and renders it again.
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text>{PAGE_ERROR_MESSAGE}</Text>
        <Group gap="sm">
          <Button onClick={handleRetry}>Try again</Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        </Group>
        <Text size="sm">
          <Anchor component={Link} to="/dashboard">
            Go to your dashboard
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

/** The root's error boundary: nothing of the frame survived, so it brings its own main landmark. */
export function RootRouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Please reload the page or try again later.</Text>
        <div>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
        </div>
      </Stack>
    </Container>
  );
}
