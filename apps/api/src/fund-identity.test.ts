import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RETAIL_KINDS, STAFF_KIND, institutionalKind } from './db/seed/catalogue';
import {
  DEMO_FUND_IDENTITIES,
  FundIdentitiesSchema,
  fundIdentityOf,
  identityLines,
  loadFundIdentities,
  useFundIdentities,
} from './fund-identity';
import { loadConfig } from './config';

afterEach(() => useFundIdentities(undefined));

describe("the fund's identity", () => {
  it('the demo values hold the schema, and every fund the demo book seeds has its identity', () => {
    expect(FundIdentitiesSchema.safeParse(DEMO_FUND_IDENTITIES).success).toBe(true);
    const kinds = [
      institutionalKind('Pension'),
      institutionalKind('Provident'),
      STAFF_KIND,
      ...RETAIL_KINDS,
    ];
    for (const kind of kinds) {
      const named = DEMO_FUND_IDENTITIES.funds.find((f) => f.fundName === kind.fullProductName);
      expect(named, kind.fullProductName).toBeDefined();
    }
  });

  it('a retirement fund prints its FSCA and SARS numbers and the section 13B administrator; a product its provider', () => {
    const pension = identityLines(fundIdentityOf('AF Umbrella Pension Fund'));
    expect(pension).toEqual([
      'AF Umbrella Pension Fund',
      'FSCA registration number 12/8/38412 · SARS approval number 18/20/4/041220',
      'Administered by AF Administrators (Pty) Ltd (section 13B administrator 24/912, FSP 45123)',
      'Contact centre 0860 000 000 · members@afconnect.co.za',
    ]);
    expect(fundIdentityOf('AF Umbrella Pension Fund').ombud.name).toBe(
      'Office of the Pension Funds Adjudicator',
    );
    const plan = identityLines(fundIdentityOf('AF Investment Plan'));
    expect(plan[1]).toMatch(/^Issued by AF Investment Services \(Pty\) Ltd/);
    expect(fundIdentityOf('AF Investment Plan').ombud.name).toBe(
      'National Financial Ombud Scheme South Africa',
    );
  });

  it('a fund the configuration does not name keeps the administrator and its kind’s ombud, without numbers', () => {
    const other = fundIdentityOf('Another Employer Provident Fund');
    expect(other.fund.fscaRegistrationNumber).toBeUndefined();
    expect(other.ombud.name).toBe('Office of the Pension Funds Adjudicator');
    expect(identityLines(other)).not.toContain(expect.stringMatching(/FSCA/));
  });

  it('FUND_IDENTITY_FILE replaces the demo values, and a file of the wrong shape stops the server with the reason', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'identity-'));
    const good = path.join(dir, 'good.json');
    const renamed = {
      ...DEMO_FUND_IDENTITIES,
      administrator: { ...DEMO_FUND_IDENTITIES.administrator, name: 'Real Administrators Ltd' },
    };
    writeFileSync(good, JSON.stringify(renamed));
    const config = loadConfig({ FUND_IDENTITY_FILE: good });
    useFundIdentities(config.fundIdentities);
    expect(fundIdentityOf('AF Umbrella Pension Fund').administrator.name).toBe(
      'Real Administrators Ltd',
    );

    const bad = path.join(dir, 'bad.json');
    const noNumbers = {
      ...DEMO_FUND_IDENTITIES,
      funds: [{ ...DEMO_FUND_IDENTITIES.funds[0], sarsApprovalNumber: undefined, ombud: 'none' }],
    };
    writeFileSync(bad, JSON.stringify(noNumbers));
    expect(() => loadFundIdentities(bad)).toThrow(/no ombud "none"/);
    expect(() => loadFundIdentities(bad)).toThrow(/SARS approval number/);
    expect(() => loadFundIdentities(path.join(dir, 'missing.json'))).toThrow(/not readable JSON/);
  });
});
