import { ErrorBoundary } from '@/components/errors/error-boundary';
import {
  ProjectionSkeleton,
  RetirementProjectionPage,
} from '@/features/projection/components/retirement-projection-page';
import type { PageModuleHandle } from '../page-module';

// 'retirement-projection' (authenticated + the retirement projection's switch): spec 3 §2.1, the
// portal's own projection where no external address is configured (RETIREMENT_PROJECTION_URL).
export function Component() {
  return (
    <ErrorBoundary>
      <RetirementProjectionPage />
    </ErrorBoundary>
  );
}

export const handle: PageModuleHandle = { Skeleton: ProjectionSkeleton };
