import { FaqResponseSchema, MemberDocumentsResponseSchema } from '@portal/contract/documents';
import type { FaqCategory, MemberDocument } from '@portal/contract/documents';
import { StatementsResponseSchema } from '@portal/contract/statements';
import type { StatementItem, StatementsResponse } from '@portal/contract/statements';
import {
  HistoricalTaxCertificatesResponseSchema,
  LatestTaxCertificatesResponseSchema,
  MembershipCertificatesResponseSchema,
  PaidUpCertificatesResponseSchema,
} from '@portal/contract/tax-certificates';
import type {
  MembershipCertificate,
  PaidUpCertificate,
  TaxCertificate,
} from '@portal/contract/tax-certificates';

// The API's answers for the documents feature's tests, each checked against its contract schema
// (DESIGN §4.1), so a stub can never drift from what the server sends.

export function aStatement(overrides: Partial<StatementItem> = {}): StatementItem {
  return {
    statementId: 'c3RhdGVtZW50LTE',
    name: 'Annual benefit statement 1 Mar 2024 – 28 Feb 2025',
    fileName: 'AnnualBenefitStatement_M-123456_2024-03-01_2025-02-28.pdf',
    statementType: 'Annual',
    statementTypeName: 'Annual benefit statement',
    fundName: 'Anchor Retirement Fund',
    schemeNumber: 'S1001',
    membershipNumber: 'M-123456',
    fromDate: '2024-03-01',
    toDate: '2025-02-28',
    year: 2025,
    status: 'Completed',
    dataUploadSk: null,
    requestedAt: null,
    ...overrides,
  };
}

export const quarterlyStatement = aStatement({
  statementId: 'c3RhdGVtZW50LTI',
  name: 'Quarterly statement 1 Dec 2024 – 28 Feb 2025',
  fileName: 'QuarterlyStatement_M-123456_2024-12-01_2025-02-28.pdf',
  statementType: 'Quarterly',
  statementTypeName: 'Quarterly statement',
  fromDate: '2024-12-01',
});

export function statementsResponse(overrides: Partial<StatementsResponse> = {}) {
  const details = overrides.details ?? [aStatement(), quarterlyStatement];
  return StatementsResponseSchema.parse({
    success: true,
    latestDetails: [aStatement(), quarterlyStatement],
    details,
    pageNumber: 1,
    pageSize: 10,
    totalCount: details.length,
    totalPages: 1,
    yearOptions: { years: [2025, 2024, 2023, 2022, 2021], hasOlder: true },
    statementTypes: [
      { value: 'Annual', name: 'Annual benefit statement' },
      { value: 'Quarterly', name: 'Quarterly statement' },
    ],
    fundNames: ['Anchor Retirement Fund', 'Anchor Provident Fund'],
    ...overrides,
  });
}

/** A member without any statement. */
export function noStatementsResponse() {
  return statementsResponse({
    latestDetails: [],
    details: [],
    totalCount: 0,
    yearOptions: { years: [], hasOlder: false },
    statementTypes: [],
  });
}

export function aTaxCertificate(overrides: Partial<TaxCertificate> = {}): TaxCertificate {
  return {
    id: 'tc-1',
    certificateType: 'RetirementAnnuityContributions',
    documentType: 'Retirement annuity contribution certificate (source code 4006)',
    title: 'Retirement annuity contribution certificate 2025',
    fileName: 'TaxCertificate_RA_2025.pdf',
    taxYear: '2025',
    taxYearStart: '2024-03-01',
    taxYearEnd: '2025-02-28',
    publishedDate: '2025-03-01',
    schemeNumber: 'R2002',
    productName: 'AF Retirement Annuity',
    membershipNumber: 'R-778899',
    sarsSourceCode: '4006',
    totalContributions: 36000,
    lumpSum: null,
    annuityIncome: null,
    investmentIncome: null,
    ...overrides,
  };
}

/** A paid claim's lump sum tax certificate, listed for the tax year of its payment. */
export function aLumpSumCertificate(overrides: Partial<TaxCertificate> = {}): TaxCertificate {
  return aTaxCertificate({
    id: 'ls-1',
    certificateType: 'LumpSum',
    documentType: 'Lump sum tax certificate',
    title: 'Lump sum tax certificate 2026/27 – savings withdrawal CLM00000003',
    fileName: 'LumpSumTaxCertificate_2026-27_CLM00000003.pdf',
    taxYear: '2027',
    taxYearStart: '2026-03-01',
    taxYearEnd: '2027-02-28',
    publishedDate: '2026-06-25',
    schemeNumber: 'S1001',
    productName: 'Anchor Retirement Fund',
    membershipNumber: 'M-123456',
    sarsSourceCode: '3926',
    totalContributions: null,
    lumpSum: {
      incomeSourceCode: '3926',
      taxSourceCode: '4102',
      payeReference: '7480123401',
      taxReference: '0382146751',
      caseNo: 'CLM00000003',
      directiveNumber: 'SIM3319416002',
      paidDate: '2026-06-25',
      grossAmount: 59867.79,
      feeAmount: 250,
      taxAmount: 23718.31,
      taxDebtAmount: 0,
      netAmount: 35899.48,
    },
    ...overrides,
  });
}

/** A living annuity's IRP5 for a tax year that has ended. */
export function anAnnuityIncomeCertificate(
  overrides: Partial<TaxCertificate> = {},
): TaxCertificate {
  return aTaxCertificate({
    id: 'irp5-1',
    certificateType: 'AnnuityIncome',
    documentType: 'Employee tax certificate IRP5 (living annuity income)',
    title: 'IRP5 2025/26 – AF Retirement Income Solution LA',
    fileName: 'IRP5_2025-26_LA-445566.pdf',
    taxYear: '2026',
    taxYearStart: '2025-03-01',
    taxYearEnd: '2026-02-28',
    publishedDate: '2026-03-01',
    schemeNumber: 'L3003',
    productName: 'AF Retirement Income Solution LA',
    membershipNumber: 'LA-445566',
    sarsSourceCode: '3615',
    totalContributions: null,
    annuityIncome: {
      incomeSourceCode: '3615',
      payeSourceCode: '4102',
      firstPaymentDate: '2025-03-15',
      lastPaymentDate: '2026-02-15',
      payments: 12,
      grossAmount: 120000,
      payeAmount: 7560,
      netAmount: 112440,
    },
    ...overrides,
  });
}

/** A discretionary plan's IT3(b) and IT3(c) for a tax year that has ended. */
export function anInvestmentIncomeCertificate(
  overrides: Partial<TaxCertificate> = {},
): TaxCertificate {
  return aTaxCertificate({
    id: 'it3b-1',
    certificateType: 'InvestmentIncome',
    documentType: 'Tax certificate IT3(b) and IT3(c) (investment income and capital gains)',
    title: 'IT3(b) and IT3(c) 2025/26 – AF Investment Plan',
    fileName: 'IT3b_IT3c_2025-26_DS-223344.pdf',
    taxYear: '2026',
    taxYearStart: '2025-03-01',
    taxYearEnd: '2026-02-28',
    publishedDate: '2026-03-01',
    schemeNumber: 'D4004',
    productName: 'AF Investment Plan',
    membershipNumber: 'DS-223344',
    sarsSourceCode: null,
    totalContributions: null,
    investmentIncome: {
      interestAmount: 0,
      dividendsAmount: 0,
      foreignDividendsAmount: 0,
      disposals: 14,
      proceedsAmount: 5234.1,
      baseCostAmount: 4890.55,
      gainAmount: 360.2,
      lossAmount: 16.65,
    },
    ...overrides,
  });
}

export function latestTaxCertificatesResponse(certificates: TaxCertificate[]) {
  return LatestTaxCertificatesResponseSchema.parse({ success: true, latestDetails: certificates });
}

export function historicalTaxCertificatesResponse(certificates: TaxCertificate[]) {
  return HistoricalTaxCertificatesResponseSchema.parse({
    success: true,
    details: certificates,
    yearOptions: [...new Set(certificates.map((certificate) => certificate.taxYear))],
    products: [{ schemeNumber: 'R2002', productName: 'AF Retirement Annuity' }],
  });
}

export function aMembershipCertificate(
  overrides: Partial<MembershipCertificate> = {},
): MembershipCertificate {
  return {
    id: 'mc-1',
    certificateType: 'Membership',
    title: 'Membership certificate',
    fileName: 'MembershipCertificate_M-123456.pdf',
    schemeNumber: 'S1001',
    fundName: 'Anchor Retirement Fund',
    schemeName: 'Anchor Umbrella',
    employerName: 'Karoo Logistics',
    membershipNumber: 'M-123456',
    dateJoined: '2017-06-01',
    status: 'Active',
    valueDate: '2025-05-30',
    ...overrides,
  };
}

export function membershipCertificatesResponse(certificates: MembershipCertificate[]) {
  return MembershipCertificatesResponseSchema.parse({
    success: true,
    membershipCertificates: certificates,
  });
}

export function paidUpCertificatesResponse(certificates: PaidUpCertificate[]) {
  return PaidUpCertificatesResponseSchema.parse({
    success: true,
    paidUpCertificates: certificates,
  });
}

export function aMemberDocument(overrides: Partial<MemberDocument> = {}): MemberDocument {
  return {
    fileId: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f',
    documentName: 'Annual benefit statement 2024/25',
    documentType: 'statement',
    status: 'Completed',
    createdDate: '2025-03-01T08:00:00.000Z',
    completedDate: '2025-03-01T08:00:05.000Z',
    refNum3: 'M-123456',
    productName: 'Anchor Retirement Fund',
    fileName: 'AnnualBenefitStatement_M-123456_2024-03-01_2025-02-28.pdf',
    contentType: 'application/pdf',
    ...overrides,
  };
}

export function memberDocumentsResponse(documents: MemberDocument[]) {
  return MemberDocumentsResponseSchema.parse({
    success: true,
    memberDocumentResponseList: documents,
  });
}

export const faqCategories: FaqCategory[] = [
  {
    category: 'Statements',
    questions: [
      {
        id: 1,
        question: 'When is my annual benefit statement published?',
        answer: 'After the tax year ends on the last day of February.',
      },
      {
        id: 2,
        question: 'What is an on-demand statement?',
        answer: 'A statement for a period you choose.\n\nIt is ready within a few minutes.',
      },
    ],
  },
  {
    category: 'Tax',
    questions: [
      {
        id: 3,
        question: 'Where do I find my tax certificate?',
        answer: 'On the Tax certificates tab, once SARS season opens.',
      },
    ],
  },
];

export function faqResponse(categories: FaqCategory[] = faqCategories) {
  return FaqResponseSchema.parse({ success: true, afConnectFAQList: categories });
}

/** A PDF answer as the server sends it. */
export function pdfResponse(): Response {
  return new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf' },
  });
}
