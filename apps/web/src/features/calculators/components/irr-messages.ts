// spec 2 §2, §8 and spec 3 §8: the internal rate of return panel's texts, quoted exactly.
export const IRR_ERROR_TITLE = 'Something went wrong';
export const IRR_ERROR_MESSAGE =
  'Something went wrong, uploading your Internal rate of return. Please try logging in later.';
/** spec 3 §8: the tools page words the same failure its own way (and its words win there). */
export const IRR_TOOLS_ERROR_MESSAGE =
  'Something went wrong uploading your internal rate of return. Please try logging in later.';
export const IRR_EMPTY_MESSAGE = 'There are no transactions for the selected dates.';
/** Ours (the spec has no wording): several rates fit the flows, or none does despite a value. */
export const IRR_NO_SINGLE_RATE_MESSAGE =
  'A single rate of return cannot be calculated for these dates.';
export const IRR_TOOLTIP = 'Withdrawals, Fees, and Expenses specifically exclude Investment Fees.';
