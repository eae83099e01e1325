import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './stepper.module.css';

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

/** Where a step of a process stands: done, the one it is at now, or still to come. */
export type StepState = 'complete' | 'current' | 'upcoming';

/** What a screen reader hears after each step's name. */
export const STEP_STATE_TEXT: Record<StepState, string> = {
  complete: 'completed',
  current: 'current',
  upcoming: 'not started',
};

export type ProgressStep = {
  key: string;
  title: string;
  state: StepState;
  /** A step that ended the process badly (declined, cancelled): a cross instead of a tick. */
  isStop?: boolean;
  /** Lines under the title (a date, a note). */
  detail?: ReactNode;
};

type ProgressStepsProps = {
  /** The list's accessible name. */
  label: string;
  steps: readonly ProgressStep[];
};

/**
 * The steps of a process in order, joined by a line: a completed step is a filled circle with a
 * tick (a cross for a step that stopped it), the current one is marked by a ring (and
 * aria-current="step"), a step to come is a hollow circle. Shape, not colour alone, tells them
 * apart, and each step's state is said in words to a screen reader.
 */
export function ProgressSteps({ label, steps }: ProgressStepsProps) {
  return (
    <ol className={classes.steps} aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={classes.step}
          data-state={step.state}
          data-stop={step.isStop || undefined}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={classes.marker} aria-hidden="true">
            {step.state === 'complete' ? step.isStop ? <CrossMark /> : <TickMark /> : null}
          </span>
          <div className={classes.body}>
            <Text fw={step.state === 'upcoming' ? 500 : 700} className={classes.title}>
              {step.title}
              <VisuallyHidden>{`, ${STEP_STATE_TEXT[step.state]}`}</VisuallyHidden>
            </Text>
            {step.detail}
          </div>
        </li>
      ))}
    </ol>
  );
}

function TickMark() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CrossMark() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" fill="none" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
