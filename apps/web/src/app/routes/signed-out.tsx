import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths, signInHrefFor } from '@/config/paths';
import {
  forgetSignedOutNote,
  readSignedOutNote,
  signedOutReasonText,
} from '@/features/auth/utils/signed-out-note';
import type { SignedOutNote } from '@/features/auth/utils/signed-out-note';

// 'signed-out' (guests only): where the idle sign-out ends (issue 46). It says, in full sentences,
// why the member was signed out, and signs in again to the page they were on. The note comes from
// the tab's session storage (signed-out-note.ts); without one the page only says the member has
// been signed out. The page is drawn in the browser only (no server render reads the storage).
export function Component() {
  // Read once: the note is forgotten after, so that a later visit is not told an old reason.
  const [note] = useState<SignedOutNote | undefined>(() =>
    typeof window === 'undefined' ? undefined : readSignedOutNote(),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    forgetSignedOutNote();
    // The page's news is its heading and the reason below it (a full-page load lands here).
    headingRef.current?.focus();
  }, []);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2" ref={headingRef} tabIndex={-1}>
          You have been signed out
        </Title>
        <div role="status">
          {note ? (
            <Stack gap="xs">
              <Text>{signedOutReasonText(note)}</Text>
              <Text>
                {note.next
                  ? 'Sign in again to go back to the page you were on.'
                  : 'Sign in again to continue.'}
              </Text>
            </Stack>
          ) : (
            <Text>You have been signed out.</Text>
          )}
        </div>
        <Group gap="md">
          {/* A full-page navigation: the server runs the sign-in (DESIGN §1). */}
          <Button component="a" href={signInHrefFor(note?.next)}>
            Sign in again
          </Button>
          <Anchor component={Link} to={paths.landing.getHref()}>
            Go to the home page
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
