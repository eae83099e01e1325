import { ErrorBoundary } from '@/components/errors/error-boundary';
import { TwoPotCalculatorPage } from '@/features/projection/components/two-pot-calculator';

// 'two-pot-calculator' (authenticated): spec 3 §2.1, the portal's own two-pot calculator where no
// external address is configured (TWO_POT_CALCULATOR_URL).
export function Component() {
  return (
    <ErrorBoundary>
      <TwoPotCalculatorPage />
    </ErrorBoundary>
  );
}
