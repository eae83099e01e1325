// spec 3 §2.1, §2.5–§2.8, §8, §9: the goal calculators' names, headers, quoted texts and widths.

export type GoalCalculatorKind = 'wedding' | 'holiday' | 'emergency' | 'education';

/** The view the modal shows (spec 3 §2.8): the form (education: its two steps), a result or an error. */
export type GoalView = 'form' | 'result' | 'error';

/** spec 3 §2.1: each modal is titled with its card's name. */
export const GOAL_CALCULATOR_TITLES: Record<GoalCalculatorKind, string> = {
  wedding: 'Wedding calculator',
  holiday: 'Holiday',
  emergency: 'Emergency fund',
  education: 'Education',
};

/** spec 3 §2.5–§2.7: the result headers. */
export const GOAL_RESULT_HEADERS: Record<GoalCalculatorKind, string> = {
  wedding: 'Wedding calculator results',
  holiday: 'Holiday calculator results',
  emergency: 'Emergency fund calculator results',
  education: 'Education calculator results',
};

/** spec 3 §8: every calculator's failure, quoted exactly. */
export const CALCULATOR_ERROR_TITLE = 'Something went wrong';
export const CALCULATOR_ERROR_MESSAGE =
  'Something went wrong with the calculation, please refresh your page or try again later';
export const RESET_CALCULATOR_LABEL = 'Reset calculator';

/** spec 3 §2.8: the note under every result, with the inflation the calculation used. */
export function inflationNote(percent: number): string {
  return `The amount shown here is an estimate and for guidance only. We cannot guarantee this will be sufficient for your needs. We estimated inflation at ${percent}% per year.`;
}

/** spec 3 §2.8: the once-off contribution tooltip. */
export const STARTING_DEPOSIT_HINT =
  'A once-off contribution is a lump sum you invest upfront. You can leave it blank.';

/** spec 3 §2.1, §2.6, §2.7, §9: the form widths, the result 616 and the error view 600. */
const FORM_WIDTHS: Record<GoalCalculatorKind, number> = {
  wedding: 850,
  holiday: 850,
  emergency: 460,
  education: 850,
};
export const RESULT_WIDTH = 616;
const ERROR_WIDTHS: Record<GoalCalculatorKind, number> = {
  wedding: 600,
  holiday: 600,
  emergency: 616,
  education: 600,
};

/** The modal's width in px for a calculator's view (spec 3 §2.8: back to the form resets it). */
export function goalModalWidth(kind: GoalCalculatorKind, view: GoalView): number {
  if (view === 'result') return RESULT_WIDTH;
  if (view === 'error') return ERROR_WIDTHS[kind];
  return FORM_WIDTHS[kind];
}

/** spec 3 §2.5: 'When do you need the money?', 0 to 4 months before the date. */
export function whenNeedMoneyLabel(monthsBefore: number): string {
  if (monthsBefore === 0) return 'On the date';
  return monthsBefore === 1 ? '1 month before' : `${monthsBefore} months before`;
}
