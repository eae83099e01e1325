import { Box, Button, Container, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import reflow from './reflow.module.css';
import classes from './site-footer.module.css';

/** The copyright line of the footer. */
const COPYRIGHT_YEAR = 2026;

type SiteFooterProps = {
  portalName: string;
  /** Spec 1 §2.2: the footer's content and bottom banner are hidden from visitors not signed in. */
  isSignedIn: boolean;
  contactAdviserHref?: string;
};

export function SiteFooter({ portalName, isSignedIn, contactAdviserHref }: SiteFooterProps) {
  return (
    <>
      {isSignedIn && contactAdviserHref ? (
        <BottomBanner contactAdviserHref={contactAdviserHref} />
      ) : null}
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          {isSignedIn ? (
            <Stack gap="xs" mb="sm">
              <Text size="sm">
                {portalName} is the self-service portal for members of our retirement funds, life
                cover, funeral cover and investment products.
              </Text>
              <Text size="sm">
                Need help with your details? Pension fund members contact their HR department; other
                members contact their financial adviser.
              </Text>
            </Stack>
          ) : null}
          <Text size="sm" c="dimmed">
            {portalName} © {COPYRIGHT_YEAR}
          </Text>
        </Container>
      </Box>
    </>
  );
}

/** Spec 1 §2.2: the band above the footer for signed-in members. */
function BottomBanner({ contactAdviserHref }: { contactAdviserHref: string }) {
  return (
    <Box component="aside" aria-labelledby="bottom-banner-title" className={classes.bottomBanner}>
      <Container size="lg" className={reflow.reflow}>
        <Group justify="space-between" gap="md" py="lg">
          <div>
            <Text id="bottom-banner-title" fw={700} fz="lg" c="white">
              Planning for retirement?
            </Text>
            <Text size="sm" c="white">
              A financial adviser can help you choose how much to save and where to invest it.
            </Text>
          </div>
          <Button
            component="a"
            href={contactAdviserHref}
            target="_blank"
            rel="noopener noreferrer"
            variant="white"
            color="navy"
          >
            Contact an adviser
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
