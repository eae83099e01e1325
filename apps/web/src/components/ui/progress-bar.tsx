import { Group, Progress, Text } from '@mantine/core';

// spec 3 §2.11, §9: the progress bar shows its percentage as a whole number; below the 30 %
// threshold the bar is too short to hold it, so the label stands beside the bar instead of inside.

export const PROGRESS_LABEL_THRESHOLD = 30;

type ProgressBarProps = {
  value: number;
  label: string;
  color?: string;
};

export function wholePercent(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)));
}

export function ProgressBar({ value, label, color = 'accent.8' }: ProgressBarProps) {
  const percent = wholePercent(value);
  const isInside = percent >= PROGRESS_LABEL_THRESHOLD;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Progress.Root size={20} radius="xl" flex={1}>
        <Progress.Section value={percent} color={color} aria-label={label}>
          {isInside ? <Progress.Label fz="xs">{percent}%</Progress.Label> : null}
        </Progress.Section>
      </Progress.Root>
      {isInside ? null : (
        <Text size="xs" fw={700} aria-hidden="true">
          {percent}%
        </Text>
      )}
    </Group>
  );
}
