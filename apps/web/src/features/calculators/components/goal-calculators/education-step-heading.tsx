import { Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Stepper } from '@/components/ui/stepper';

/** spec 3 §2.7: 'STEP n OF 2' and the step's name; takes the focus when the member moves. */
export function EducationStepHeading({
  step,
  title,
  autoFocus,
}: {
  step: 1 | 2;
  title: string;
  autoFocus: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
    // Only when the step appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack gap="xs">
      <Stepper current={step} total={2} />
      <Title order={2} fz="lg" ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
    </Stack>
  );
}
