import { lazy } from 'react';
import type { ComponentProps } from 'react';
import { LazyPanel } from '@/components/ui/lazy-panel';
import { PanelOutline } from '@/components/ui/panel-outline';

// The page's sections below its first view (cover, costs, portfolios, the fund's identity) and
// the Information tab load their code apart from the page's (React.lazy through LazyPanel): the
// server draws them with the page and the browser keeps what it drew until their code arrives
// (components/ui/lazy-panel.tsx); drawn in the browser, an announced outline of about their size
// holds their place. The page starts loading their code with its data (preloadSections), so a
// page reached from another rarely shows the outlines at all.

const load = () => import('./later-sections');

const CoverSection = lazy(() => load().then(({ CoverSection }) => ({ default: CoverSection })));
const CostsSection = lazy(() => load().then(({ CostsSection }) => ({ default: CostsSection })));
const PortfoliosSection = lazy(() =>
  load().then(({ PortfoliosSection }) => ({ default: PortfoliosSection })),
);
const YourFundSection = lazy(() =>
  load().then(({ YourFundSection }) => ({ default: YourFundSection })),
);
const InformationTab = lazy(() =>
  import('./information-tab').then(({ InformationTab }) => ({ default: InformationTab })),
);

/** Starts loading the sections' code (the page's first view needs them soon after its data). */
export function preloadSections(): void {
  void load();
}

export function LazyCoverSection(props: ComponentProps<typeof CoverSection>) {
  return (
    <LazyPanel outline={<PanelOutline label="Loading your cover" height={200} />}>
      <CoverSection {...props} />
    </LazyPanel>
  );
}

export function LazyCostsSection(props: ComponentProps<typeof CostsSection>) {
  return (
    <LazyPanel outline={<PanelOutline label="Loading the fund's costs" height={160} />}>
      <CostsSection {...props} />
    </LazyPanel>
  );
}

export function LazyPortfoliosSection(props: ComponentProps<typeof PortfoliosSection>) {
  return (
    <LazyPanel outline={<PanelOutline label="Loading your portfolios" height={200} />}>
      <PortfoliosSection {...props} />
    </LazyPanel>
  );
}

export function LazyYourFundSection(props: ComponentProps<typeof YourFundSection>) {
  return (
    <LazyPanel outline={<PanelOutline label="Loading your fund's details" height={160} />}>
      <YourFundSection {...props} />
    </LazyPanel>
  );
}

export function LazyInformationTab(props: ComponentProps<typeof InformationTab>) {
  return (
    <LazyPanel outline={<PanelOutline label="Loading the fund's information" height={360} />}>
      <InformationTab {...props} />
    </LazyPanel>
  );
}
