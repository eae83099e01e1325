import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** The router's error boundary: a failed page (or a chunk missing after a deploy) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  function handleReload() {
    window.location.reload();
  }

  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Please reload the page or try again later.</Text>
        <div>
          <Button onClick={handleReload}>Reload page</Button>
        </div>
      </Stack>
    </Container>
  );
}
