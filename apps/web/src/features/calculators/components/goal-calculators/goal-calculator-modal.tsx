import { useState } from 'react';
import type { JSX } from 'react';
import { AppModal } from '@/components/ui/app-modal';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { DatedGoalCalculator } from './dated-goal-calculator';
import { EducationCalculator } from './education-calculator';
import { EmergencyFundCalculator } from './emergency-fund-calculator';
import { GOAL_CALCULATOR_TITLES, goalModalWidth } from './goal-calculator-texts';
import { DEFAULT_GOAL_INFLATION, GoalInflationProvider } from './use-goal-inflation';
import type { GoalInflation } from './use-goal-inflation';
import type { GoalCalculatorKind, GoalView } from './goal-calculator-texts';

type GoalCalculatorModalProps = {
  kind: GoalCalculatorKind;
  opened: boolean;
  onClose: () => void;
  /** The configured inflation; the spec's defaults while the configuration loads. */
  inflation?: GoalInflation;
};

/**
 * spec 3 §2.1, §2.5–§2.8: a goal calculator in its modal, titled with the card's name, not closed
 * by a click outside; closed by Escape or its close button once the member has entered something,
 * it asks before discarding it. The width follows the view (form, result 616, error 600 or 616) and goes back
 * to the calculator's own width with the form; on a phone the modal takes the whole width.
 */
export function GoalCalculatorModal({
  kind,
  opened,
  onClose,
  inflation = DEFAULT_GOAL_INFLATION,
}: GoalCalculatorModalProps): JSX.Element {
  const [view, setView] = useState<GoalView>('form');
  const [wasOpened, setWasOpened] = useState(opened);
  const isMobile = useIsMobile();
  // Each opening starts on the form (and its width); while closing, the last view keeps its width.
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setView('form');
  }

  const props = { onViewChange: setView, onDone: onClose };
  // The calculator is unmounted with the modal's content once it has closed, so each opening
  // starts on an empty form.
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={GOAL_CALCULATOR_TITLES[kind]}
      size={isMobile ? '100%' : goalModalWidth(kind, view)}
      closeOnClickOutside={false}
      confirmDiscard
    >
      <GoalInflationProvider value={inflation}>
        {kind === 'emergency' ? (
          <EmergencyFundCalculator key={kind} {...props} />
        ) : kind === 'education' ? (
          <EducationCalculator key={kind} {...props} />
        ) : (
          <DatedGoalCalculator key={kind} kind={kind} {...props} />
        )}
      </GoalInflationProvider>
    </AppModal>
  );
}
