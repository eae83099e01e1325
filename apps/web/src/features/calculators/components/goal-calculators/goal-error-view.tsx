import { Button, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import {
  CALCULATOR_ERROR_MESSAGE,
  CALCULATOR_ERROR_TITLE,
  RESET_CALCULATOR_LABEL,
} from './goal-calculator-texts';

/**
 * spec 3 §2.8, §8: any failed calculation or proposal: the error with Reset calculator, which
 * returns to a cleared form. The emergency fund shows its result header above it (spec 3 §2.6).
 */
export function GoalErrorView({ header, onReset }: { header?: string; onReset: () => void }) {
  const resetRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    resetRef.current?.focus();
  }, []);
  return (
    <Stack gap="md">
      {header ? (
        <Title order={2} fz="lg">
          {header}
        </Title>
      ) : null}
      <ErrorPanel
        title={CALCULATOR_ERROR_TITLE}
        message={CALCULATOR_ERROR_MESSAGE}
        headingOrder={header ? 3 : 2}
      >
        <Button variant="outline" mt="xs" onClick={onReset} ref={resetRef}>
          {RESET_CALCULATOR_LABEL}
        </Button>
      </ErrorPanel>
    </Stack>
  );
}
