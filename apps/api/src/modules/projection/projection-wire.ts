import type { FundProjection, ProjectionAssumptionsWire } from '@portal/contract/projection';
import { projectionFiguresToWire } from '@portal/contract/projection';
import { formatPercent } from '@portal/domain/money';
import type { Projection } from '@portal/domain/projection';
import {
  ANNUITY_RATE_BP,
  ASSET_CLASS_NAMES,
  ASSET_CLASSES,
  CPI_BP,
  DEFAULT_RETIREMENT_AGE,
  LUMP_SUM_TAX_NOTE,
  REAL_RETURN_BP,
  REAL_SALARY_GROWTH_BP,
  RETIREMENT_AGE_RANGE,
  SCENARIO_SPREAD_BP,
  TARGET_REPLACEMENT_BP,
} from '@portal/domain/projection-assumptions';
import { percentWords, rate, type FundProjectionInputs } from './fund-inputs';

// The projection and its assumptions as the API answers them (packages/contract projection).

/** The assumptions as the API answers them beside every projection, each with its source. */
export function assumptionsToWire(): ProjectionAssumptionsWire {
  const ages: number[] = [];
  for (let age = RETIREMENT_AGE_RANGE.min; age <= RETIREMENT_AGE_RANGE.max; age += 1)
    ages.push(age);
  const annuityAt = (age: number) => ANNUITY_RATE_BP.value[age] ?? 0;
  return {
    inflation: rate(CPI_BP.value),
    realReturns: ASSET_CLASSES.map((assetClass) => ({
      assetClass,
      name: ASSET_CLASS_NAMES[assetClass],
      realReturn: rate(REAL_RETURN_BP.value[assetClass]),
    })),
    scenarioSpread: rate(SCENARIO_SPREAD_BP.value),
    realSalaryGrowth: rate(REAL_SALARY_GROWTH_BP.value),
    targetReplacement: rate(TARGET_REPLACEMENT_BP.value),
    defaultRetirementAge: DEFAULT_RETIREMENT_AGE.value,
    annuityRates: ages.map((age) => ({ age, rate: rate(annuityAt(age)) })),
    sources: [
      { name: 'Inflation', value: `${percentWords(CPI_BP.value)} a year`, source: CPI_BP.source },
      ...ASSET_CLASSES.map((assetClass) => ({
        name: `Expected return: ${ASSET_CLASS_NAMES[assetClass]}`,
        value: `${percentWords(REAL_RETURN_BP.value[assetClass])} a year above inflation, before charges`,
        source: REAL_RETURN_BP.source,
      })),
      {
        name: 'Lower and higher returns',
        value: `${percentWords(SCENARIO_SPREAD_BP.value)} a year less and more than the expected return`,
        source: SCENARIO_SPREAD_BP.source,
      },
      {
        name: 'Salary increases',
        value: `${percentWords(REAL_SALARY_GROWTH_BP.value)} a year above inflation`,
        source: REAL_SALARY_GROWTH_BP.source,
      },
      {
        name: 'Target income',
        value: `${percentWords(TARGET_REPLACEMENT_BP.value)} of your final salary`,
        source: TARGET_REPLACEMENT_BP.source,
      },
      {
        name: 'Retirement age',
        value: `Age ${DEFAULT_RETIREMENT_AGE.value} where the fund has no normal retirement date`,
        source: DEFAULT_RETIREMENT_AGE.source,
      },
      {
        name: 'Life annuity rates',
        value: `${formatPercent(annuityAt(DEFAULT_RETIREMENT_AGE.value))} a year of the price at age ${DEFAULT_RETIREMENT_AGE.value} (${formatPercent(annuityAt(RETIREMENT_AGE_RANGE.min))} at ${RETIREMENT_AGE_RANGE.min} to ${formatPercent(annuityAt(RETIREMENT_AGE_RANGE.max))} at ${RETIREMENT_AGE_RANGE.max}), rising with inflation`,
        source: ANNUITY_RATE_BP.source,
      },
      { name: 'Tax on the cash', value: LUMP_SUM_TAX_NOTE.value, source: LUMP_SUM_TAX_NOTE.source },
    ],
  };
}

/** A fund's projection as the API answers it. */
export function fundProjectionToWire(
  fund: Extract<FundProjectionInputs, { projected: true }>,
  projection: Projection,
): FundProjection {
  return {
    schemeNumber: fund.schemeNumber,
    productName: fund.productName,
    inputs: fund.wire,
    ...projectionFiguresToWire(projection),
    portfolioChoices: fund.portfolioChoices,
  };
}
