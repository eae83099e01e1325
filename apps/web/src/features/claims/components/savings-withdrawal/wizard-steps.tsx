import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { lazy, useState } from 'react';
import type { ComponentType } from 'react';

// The wizard's steps after the first load their code apart from the page's: the amount with its
// estimate and schemas, the tax number, the bank details with their select, the documents and
// the review. The wizard fetches a step's code ahead while the member is on the step before
// (and the one after), so that Continue draws the next step at once; a step drawn on the server
// (a resumed claim) stays as drawn until its code arrives (components/ui/lazy-panel.tsx).

type LazyStep<P> = {
  /** The step, drawn as soon as its code is in. */
  Step: ComponentType<P>;
  /** Fetches the step's code (once). */
  preload: () => void;
};

function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>): LazyStep<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch may be tried again by the next step change.
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => fetchCode().then((component) => ({ default: component })));
  function Step(props: P) {
    // Code already fetched draws at once, with no pass through Suspense; the choice is made once
    // per step drawn, so that a step never changes component (and loses what was typed).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return {
    Step,
    preload: () => {
      fetchCode().catch(() => undefined);
    },
  };
}

export const amountStep = lazyStep(() => import('./amount-step').then((m) => m.AmountStep));
export const taxNumberStep = lazyStep(() =>
  import('./tax-number-step').then((m) => m.TaxNumberStep),
);
export const bankStep = lazyStep(() => import('./bank-step').then((m) => m.BankStep));
export const documentsStep = lazyStep(() =>
  import('./documents-step').then((m) => m.DocumentsStep),
);
export const reviewStep = lazyStep(() => import('./review-step').then((m) => m.ReviewStep));

/** The steps by number (1, identity, is drawn with the wizard). */
const STEPS_BY_NUMBER: Readonly<Record<number, { preload: () => void }>> = {
  2: amountStep,
  3: taxNumberStep,
  4: bankStep,
  5: documentsStep,
  6: reviewStep,
};

/** Fetches the code of the steps either side of `step`, so that Continue and Back draw at once. */
export function preloadStepsBeside(step: number): void {
  STEPS_BY_NUMBER[step + 1]?.preload();
  STEPS_BY_NUMBER[step - 1]?.preload();
}

/** A step's place while its code loads (a claim resumed on a page drawn in the browser). */
export function StepOutline() {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">Loading this step</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={240} radius="md" />
        <Skeleton height={36} width={120} ml="auto" />
      </Stack>
    </Stack>
  );
}
