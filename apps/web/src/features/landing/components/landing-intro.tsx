import { Button, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LogoMark } from '@/components/ui/logo-mark';
import { signInHref } from '@/config/paths';

const MEMBER_TASKS = [
  'See what your retirement funds and investments are worth today',
  'Nominate and update the beneficiaries of your death benefits and cover',
  'Keep your personal and contact details up to date',
  'Find your statements, tax certificates and other documents',
] as const;

type LandingIntroProps = {
  portalName: string;
};

/** The guest landing page: what the portal offers and the way in. */
export function LandingIntro({ portalName }: LandingIntroProps) {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack gap="lg">
        {/* Spec 1 §2.2: guests get no header, so the page itself carries the portal's mark. */}
        <LogoMark size={48} />
        <Title order={1}>Welcome to {portalName}</Title>
        <Text size="lg">
          {portalName} is the self-service portal for members of our retirement funds, life cover,
          funeral cover and investment products.
        </Text>
        <Title order={2} fz="h4">
          Once you have signed in you can
        </Title>
        <List
          spacing="sm"
          icon={
            <ThemeIcon color="teal.9" size={22} radius="xl" aria-hidden="true">
              <CheckIcon />
            </ThemeIcon>
          }
        >
          {MEMBER_TASKS.map((task) => (
            <List.Item key={task}>{task}</List.Item>
          ))}
        </List>
        <div>
          {/* A full-page navigation: the server runs the sign-in (DESIGN §1). */}
          <Button component="a" href={signInHref} size="md">
            Sign in
          </Button>
        </div>
      </Stack>
    </Container>
  );
}

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M5 12.5 10 17l9-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
