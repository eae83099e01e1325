// The claims pages' texts (the claims issue; spec 1 §8 error panel).
export const claimsMessages = {
  somethingWentWrong: 'Something went wrong',
  claimsError: 'Something went wrong fetching your claims. Please try again later.',
  claimError: 'Something went wrong fetching this claim. Please try again later.',
  noClaims: 'You have no claims yet.',
  noClaimsHint:
    'When you claim from your fund, for example a withdrawal from your savings pot, you can follow it here.',
  notFound: 'We could not find this claim.',
  cancelTitle: 'Do you want to cancel this claim?',
  cancelText:
    'Your claim will be stopped and nothing will be paid. You can make a new claim afterwards if you are still eligible.',
  cancelled: 'Your claim was cancelled.',
  cancelFailed: 'Your claim could not be cancelled. Please try again later.',
  lettersError: 'Something went wrong fetching your payment letter. Please try again later.',
} as const;
