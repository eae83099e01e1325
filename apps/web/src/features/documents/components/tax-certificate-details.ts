import type { TaxCertificate } from '@portal/contract/tax-certificates';
import type { MoneyFormat } from '@/components/ui/money';
import { displayDate, periodText } from '../utils/format';

// The lines under a tax certificate's title, wherever the member's certificates are listed (the
// Documents page's tab, a retail product's page): its tax year, then a product's contributions, a
// paid claim's figures as its lump sum certificate states them (with the SARS codes of the lump
// sum and its tax), a living annuity's income, PAYE and net as its IRP5 states them, or a
// discretionary plan's income and capital gains as its IT3(b) and IT3(c) state them.

export function taxCertificateDetails(certificate: TaxCertificate, money: MoneyFormat): string[] {
  const taxYear = `Tax year ${periodText(certificate.taxYearStart, certificate.taxYearEnd)}`;
  const { lumpSum, annuityIncome, investmentIncome } = certificate;
  if (investmentIncome !== null) {
    const income =
      investmentIncome.interestAmount +
      investmentIncome.dividendsAmount +
      investmentIncome.foreignDividendsAmount;
    return [
      taxYear,
      `IT3(b) · income ${money.rand(income)} · published ${displayDate(certificate.publishedDate)}`,
      `IT3(c) · ${investmentIncome.disposals} ${investmentIncome.disposals === 1 ? 'disposal' : 'disposals'} · proceeds ${money.rand(investmentIncome.proceedsAmount)} · base cost ${money.rand(investmentIncome.baseCostAmount)} · gains ${money.rand(investmentIncome.gainAmount)} · losses ${money.rand(investmentIncome.lossAmount)}`,
    ];
  }
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
    `Gross (code ${lumpSum.incomeSourceCode}) ${money.rand(lumpSum.grossAmount)} · fee ${money.rand(lumpSum.feeAmount)} · tax (code ${lumpSum.taxSourceCode}) ${money.rand(lumpSum.taxAmount)}${taxDebt} · net ${money.rand(lumpSum.netAmount)}`,
  ];
}
