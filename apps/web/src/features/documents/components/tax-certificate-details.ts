import type { TaxCertificate } from '@portal/contract/tax-certificates';
import type { MoneyFormat } from '@/components/ui/money';
import { displayDate, periodText } from '../utils/format';

// The lines under a tax certificate's title, wherever the member's certificates are listed (the
// Documents page's tab, a retail product's page): its tax year, then a product's contributions, a
// paid claim's figures as its lump sum certificate states them, or a living annuity's income, PAYE
// and net as its IRP5 states them.

export function taxCertificateDetails(certificate: TaxCertificate, money: MoneyFormat): string[] {
  const taxYear = `Tax year ${periodText(certificate.taxYearStart, certificate.taxYearEnd)}`;
  const { lumpSum, annuityIncome } = certificate;
  if (annuityIncome !== null) {
    const count = `${annuityIncome.payments} ${annuityIncome.payments === 1 ? 'payment' : 'payments'}`;
    return [
      taxYear,
      `IRP5 · ${count} from ${displayDate(annuityIncome.firstPaymentDate)} to ${displayDate(annuityIncome.lastPaymentDate)} · published ${displayDate(certificate.publishedDate)}`,
      `Income (code ${annuityIncome.incomeSourceCode}) ${money.rand(annuityIncome.grossAmount)} · PAYE (code ${annuityIncome.payeSourceCode}) ${money.rand(annuityIncome.payeAmount)} · net ${money.rand(annuityIncome.netAmount)}`,
    ];
  }
  if (lumpSum === null) {
    return [
      taxYear,
      `Contributions ${money.rand(certificate.totalContributions ?? 0)} · published ${displayDate(certificate.publishedDate)}`,
    ];
  }
  const taxDebt =
    lumpSum.taxDebtAmount > 0 ? ` · tax debt ${money.rand(lumpSum.taxDebtAmount)}` : '';
  return [
    taxYear,
    `Claim ${lumpSum.caseNo} · SARS directive ${lumpSum.directiveNumber ?? '–'} · paid ${displayDate(lumpSum.paidDate)}`,
    `Gross ${money.rand(lumpSum.grossAmount)} · fee ${money.rand(lumpSum.feeAmount)} · tax ${money.rand(lumpSum.taxAmount)}${taxDebt} · net ${money.rand(lumpSum.netAmount)}`,
  ];
}
