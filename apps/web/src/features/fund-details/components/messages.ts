// spec 2 §8: the fund details page's error and empty texts, quoted exactly.
export const fundDetailsMessages = {
  overviewError: 'Something went wrong uploading your Fund overview. Please try logging in later.',
  transactionsError:
    'Something went wrong uploading your transaction details. Please try logging in later.',
  noTransactionsDefault: 'There are no transactions for the last three months.',
  noTransactionsCustom: 'There are no transactions for the selected dates.',
  informationError: 'Something went wrong uploading your information. Please try logging in later.',
  noInformation: 'No member or fund information available.',
  beneficiariesError:
    'Something went wrong uploading your beneficiaries. Please try logging in later.',
  portfoliosError: 'Something went wrong uploading your portfolios. Please try logging in later.',
  noPortfolios: 'No Portfolios available.',
} as const;
