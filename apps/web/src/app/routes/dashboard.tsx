import { Container } from '@mantine/core';
import { WelcomeBanner } from '@/components/layouts/welcome-banner';
import { useSession } from '@/features/auth/api/get-session';
import { FundsOverview } from '@/features/funds/components/funds-overview';
import { usePortalName } from '@/features/portal-config/api/get-config';

// 'dashboard' (authenticated; the guard has confirmed the session).
export function Component() {
  const { data: session } = useSession();
  const portalName = usePortalName();
  const user = session?.authenticated ? session.user : { givenName: '', familyName: '' };
  return (
    <>
      <WelcomeBanner
        givenName={user.givenName}
        familyName={user.familyName}
        portalName={portalName}
      />
      <Container size="lg" py="xl">
        <FundsOverview />
      </Container>
    </>
  );
}
