// spec 1 §8, spec 3 §8: the documents area's messages. Quoted texts are the specification's;
// the prompt after 'Please select different filter options by clicking on the' is not shown in
// full: it ends with the button's name.
export const documentsMessages = {
  noHistoricalStatements: 'No historical statements available.',
  noMatchingStatements: 'No statements match the set criteria.',
  selectDifferentFilters:
    'Please select different filter options by clicking on the Filter button.',
  noLatestStatements: 'No statements have been published for your funds yet.',
  statementsError: 'Something went wrong fetching your statements. Please try again later.',
  noTaxCertificates: 'No tax certificates available.',
  noMembershipCertificates: 'No membership certificates available.',
  noPaidUpCertificates: 'No paid-up membership certificates available.',
  certificatesError: 'Something went wrong fetching your certificates. Please try again later.',
  noDocuments: 'No documents available.',
  documentsError: 'Something went wrong fetching your documents. Please try again later.',
  noFaq: 'No frequently asked questions available.',
  noFaqMatch: 'No questions match your search.',
  faqError: 'Something went wrong fetching the frequently asked questions. Please try again later.',
  fundsError: 'Something went wrong fetching your funds. Please try again later.',
  generateFailed:
    'Unfortunately your statement could not be prepared. Please try again, or try again later.',
  generateError: 'Something went wrong requesting your statement. Please try again later.',
  somethingWentWrong: 'Something went wrong',
} as const;
