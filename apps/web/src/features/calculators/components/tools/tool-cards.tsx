import type { ReactNode } from 'react';
import type { GoalCalculatorKind } from '../goal-calculators';
import {
  CoinsIcon,
  GraduationIcon,
  GrowthIcon,
  PlaneIcon,
  ProjectionIcon,
  ReceiptIcon,
  RingsIcon,
  TwoPotIcon,
  UmbrellaIcon,
} from './tool-icons';

// spec 3 §2.1: the cards of the two sections, their subtitles quoted exactly.

/** The tools that open a modal on this page. */
export type ToolModal = 'irr' | 'transactionSummary' | 'justInvest' | GoalCalculatorKind;

type Card = { title: string; subtitle: string; icon: ReactNode };
export type ModalToolCard = Card & { kind: 'modal'; modal: ToolModal };
export type LinkToolCard = Card & {
  kind: 'link';
  link: 'twoPotCalculator' | 'retirementProjection';
};
export type ToolCardDefinition = ModalToolCard | LinkToolCard;

export const INVESTMENT_CARDS = {
  twoPot: {
    kind: 'link',
    link: 'twoPotCalculator',
    title: 'Two pot calculator',
    subtitle: 'Calculate your two pot withdrawal',
    icon: <TwoPotIcon />,
  },
  irr: {
    kind: 'modal',
    modal: 'irr',
    title: 'IRR Calculator',
    subtitle: 'Internal Rate of Return',
    icon: <GrowthIcon />,
  },
  transactionSummary: {
    kind: 'modal',
    modal: 'transactionSummary',
    title: 'Transaction Summary',
    subtitle: 'Transaction Summary Calculator',
    icon: <ReceiptIcon />,
  },
  justInvest: {
    kind: 'modal',
    modal: 'justInvest',
    title: 'Just invest',
    subtitle: 'Get the most out of your money',
    icon: <CoinsIcon />,
  },
  retirementProjection: {
    kind: 'link',
    link: 'retirementProjection',
    title: 'Retirement projection',
    subtitle: 'Estimate your retirement income',
    icon: <ProjectionIcon />,
  },
} as const satisfies Record<string, ToolCardDefinition>;

export const DISCRETIONARY_SAVINGS_CARDS: readonly ModalToolCard[] = [
  {
    kind: 'modal',
    modal: 'wedding',
    title: 'Wedding calculator',
    subtitle: 'Investments for wedding costs',
    icon: <RingsIcon />,
  },
  {
    kind: 'modal',
    modal: 'holiday',
    title: 'Holiday',
    subtitle: 'Grow funds for a dream holiday',
    icon: <PlaneIcon />,
  },
  {
    kind: 'modal',
    modal: 'emergency',
    title: 'Emergency fund',
    subtitle: 'A fund to access in emergency',
    icon: <UmbrellaIcon />,
  },
  {
    kind: 'modal',
    modal: 'education',
    title: 'Education',
    subtitle: "Plan your child's education",
    icon: <GraduationIcon />,
  },
];

/**
 * spec 3 §2.1, §6: the Investments cards a member sees. Transaction Summary for the institutional
 * view only (a hybrid member viewing as institutional counts); Retirement projection only while
 * its configuration switch is on.
 */
export function investmentCards({
  isInstitutionalView,
  isRetirementProjectionOn,
}: {
  isInstitutionalView: boolean;
  isRetirementProjectionOn: boolean;
}): ToolCardDefinition[] {
  const cards = INVESTMENT_CARDS;
  return [
    cards.twoPot,
    cards.irr,
    ...(isInstitutionalView ? [cards.transactionSummary] : []),
    cards.justInvest,
    ...(isRetirementProjectionOn ? [cards.retirementProjection] : []),
  ];
}
