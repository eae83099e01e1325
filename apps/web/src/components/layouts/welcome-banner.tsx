import { Avatar, Box, Button, Container, Group, Text, VisuallyHidden } from '@mantine/core';
import { initialsFromNames } from '@portal/domain/member';

type WelcomeBannerProps = {
  givenName: string;
  familyName: string;
  portalName: string;
  /** Spec 1 §1: the contact-adviser action opens the adviser form in a new tab. */
  contactAdviserHref?: string;
};

/**
 * Spec 1 §2.3: initials and 'Hello, {given name} {family name}. Welcome to {portal name}'. The
 * greeting names the banner's region but is not a heading: each page's own title is its only
 * level-one heading (PageFrame).
 */
export function WelcomeBanner({
  givenName,
  familyName,
  portalName,
  contactAdviserHref,
}: WelcomeBannerProps) {
  const fullName = [givenName, familyName].filter(Boolean).join(' ');
  return (
    <Box component="section" aria-labelledby="welcome-heading" c="white" py="xl">
      <Container size="lg">
        <Group justify="space-between" gap="md" align="center">
          {/* The greeting goes under the initials when there is no room for its words beside
              them (a phone with large text), rather than break inside its words. */}
          <Group gap="md" wrap="wrap" align="center" miw={0}>
            {/* The name is in the greeting beside it, so the circle is decorative. */}
            <Avatar
              size={56}
              radius="xl"
              variant="filled"
              color="accent.2"
              autoContrast
              aria-hidden="true"
            >
              {initialsFromNames(givenName, familyName)}
            </Avatar>
            <Text
              id="welcome-heading"
              fz={{ base: 'h3', sm: 'h2' }}
              fw={700}
              lh={1.3}
              c="white"
              style={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'break-word' }}
            >
              Hello, {fullName}. Welcome to {portalName}
            </Text>
          </Group>
          {contactAdviserHref ? (
            <Button
              component="a"
              href={contactAdviserHref}
              target="_blank"
              rel="noopener noreferrer"
              variant="white"
              color="navy"
            >
              Contact adviser
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          ) : null}
        </Group>
      </Container>
    </Box>
  );
}
