import { Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { signInHrefFor } from '@/config/paths';

// 'login' (guests only): starts the server-side sign-in straight away; `?next=` is the page to
// return to after it (checked as a path of this site, else ignored: the dashboard).
export function Component() {
  const hasStarted = useRef(false);
  const [search] = useSearchParams();
  const signInHref = signInHrefFor(search.get('next'));

  useEffect(() => {
    // StrictMode runs effects twice in development; navigate once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    window.location.assign(signInHref);
  }, [signInHref]);

  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md">
        <Loader aria-hidden="true" />
        <div role="status">
          <Title order={1} fz="h3">
            Redirecting you to sign in…
          </Title>
        </div>
        <Text>
          If nothing happens, <Anchor href={signInHref}>Sign in</Anchor>.
        </Text>
      </Stack>
    </Container>
  );
}
