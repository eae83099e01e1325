import { LandingIntro } from '@/features/landing/components/landing-intro';
import { usePortalName } from '@/lib/portal-config';

// '' and 'home' (guests only).
export function Component() {
  const portalName = usePortalName();
  return <LandingIntro portalName={portalName} />;
}
