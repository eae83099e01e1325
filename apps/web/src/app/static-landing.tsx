// The landing page drawn at build time (build/static-landing.ts): most visitors' first page, sent
// by the server as plain HTML and CSS with no application code, so that it shows at once on a slow
// phone. Signed-in members never see it: the server sends them to the dashboard (spec 1 §2.1).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { LandingIntro } from '@/features/landing/components/landing-intro';
import { GuestPage } from './shells';
import { cssVariablesResolver, theme } from '@/theme/theme';

/** The page's markup, the inside of `#root`; `portalName` may be a placeholder the server fills. */
export function renderLandingPage(portalName: string): string {
  return renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <GuestPage portalName={portalName}>
        <LandingIntro portalName={portalName} />
      </GuestPage>
    </MantineProvider>,
  );
}
