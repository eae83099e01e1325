import { Box, Group, Text } from '@mantine/core';

type StepperProps = {
  /** The current step, from 1. */
  current: number;
  total: number;
};

/** spec 3 §2.11: 'STEP n OF m' with one bar per step (the bars are decorative). */
export function Stepper({ current, total }: StepperProps) {
  const step = Math.min(Math.max(1, Math.round(current)), Math.max(1, total));
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5}>
        Step {step} of {total}
      </Text>
      <Group gap={4} mt={6} aria-hidden="true" wrap="nowrap">
        {Array.from({ length: total }, (_, index) => (
          <Box
            key={index}
            h={4}
            flex={1}
            bg={index < step ? 'accent.8' : 'gray.3'}
            style={{ borderRadius: 2 }}
            data-done={index < step || undefined}
          />
        ))}
      </Group>
    </div>
  );
}
