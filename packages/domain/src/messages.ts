import { groupThousands } from './decimal';
import { formatRand } from './money';

// spec 3 §5 "Shared messages (field name substituted)": every validation text the specification
// quotes, written here once. Schemas and the web app import these; nothing else spells them.

/** Numbers inside messages use spaces as thousands separators (spec 3 §9: number display). */
function formatWhole(value: number): string {
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  return `${sign}${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

export const messages = {
  required: (field: string) => `${field} is required`,
  whitespaceOnly: (field: string) => `${field} cannot consist only of whitespace characters`,
  emptyValue: (field: string) => `Please enter a ${field}`,
  minLength: (field: string, length: number) =>
    `${field} must be at least ${length} characters long`,
  maxLength: (field: string, length: number) =>
    `${field} must be no more than ${length} characters`,
  uniqueProductName: 'Please enter a unique Product Name',
  email: 'Invalid Email address',
  invalidNumber: 'Please enter a valid number',
  positiveNumber: 'Please enter a positive number. Example: R100 000',
  integer: 'Please enter a number without decimals or characters',
  min: (value: number) => `Please enter a number more than or equal to ${formatWhole(value)}`,
  max: (value: number) => `Please enter a number less than or equal to ${formatWhole(value)}`,
  zeroOrMin: (field: string, value: number) =>
    `${field} must be 0 or at least ${formatWhole(value)}`,
  /** "{field} must {rule}", e.g. length('Passport number', 'be 8 or 9 characters'). */
  length: (field: string, rule: string) => `${field} must ${rule}`,
  alphabetic: 'cannot contain numbers or special characters',
  alphanumeric: 'cannot contain special characters or spaces',
  alphanumericWithSpaces: 'cannot contain special characters',
  selectOption: (field: string) => `Please select a valid ${field} from the dropdown list`,
  minimumAge: (years: number) => `Beneficiary must be at least ${years} years of age`,
  maxDecimalPlaces: (places: number) => `up to ${places} decimal places`,
  minWithdrawal: (rand: number) => `Withdrawal amount must be at least R${formatWhole(rand)}`,
  atLeastOneRequired: 'One of the fields is required',
  dateOfBirthMismatch: 'The date of birth does not match the ID number',
  idNumberMismatch: 'The ID number does not match the date of birth',
  // Spelling ('pecentage') exactly as the specification quotes it.
  specialCharacters:
    'Special characters are not permitted in this text field. Only letters, numbers, pecentage sign and standard punctuation are allowed.',
  taxableIncome: 'Please ensure that the taxable income field is populated.',
  maxRand: (rand: number) => `Please enter a number less than or equal to R${formatWhole(rand)}`,
  futureDate: 'Selection cannot be a future date.',
  /** spec 3 §5: expenses sum messages, shown when touched and dirty; {amount} as currency. */
  expensesSumMin: (cents: number) =>
    `The sum of your expenses must be at least ${formatRand(cents)}`,
  expensesSumMax: (cents: number) =>
    `The sum of your expenses must not exceed ${formatRand(cents)}`,
  /** spec 2 §5, spec 3 §2.3: the transaction summary's dates (capital T, as quoted). */
  summaryDateOrder: 'From date must be before To date.',
  /** spec 2 §5, §8: the transaction details date filter (lower-case t, as quoted). */
  filterDateOrder: 'From date must be before to date.',
} as const;

/**
 * Field labels substituted into the messages. The spec names the fields (spec 1 §2.5, §2.8;
 * spec 3 §2.5–2.7) but not their labels inside messages; these are the form labels.
 */
export const fieldLabels = {
  firstName: 'First name',
  surname: 'Surname',
  middleName: 'Middle name',
  initials: 'Initials',
  title: 'Title',
  dateOfBirth: 'Date of birth',
  relationship: 'Relationship',
  beneficiaryType: 'Beneficiary type',
  idNumber: 'ID number',
  passportNumber: 'Passport number',
  expiryDate: 'Expiry date',
  countryOfIssue: 'Country of issue',
  countryCode: 'Country code',
  phoneNumber: 'Phone number',
  emailAddress: 'Email address',
  allocation: 'Share percentage',
  notes: 'Notes',
  identityType: 'ID or passport',
  streetName: 'Street name',
  suburb: 'Suburb',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
  registrationType: 'Registration type',
  preferredContactMethod: 'Preferred contact method',
  recoveryContactNumber: 'Recovery contact number',
  recoveryEmailAddress: 'Recovery email address',
  identifierType: 'Identifier type',
  goalName: 'Goal name',
  weddingName: 'Wedding name',
  holidayName: 'Holiday name',
  investmentName: 'Investment name',
  income: 'Income',
  amountNeeded: 'Amount needed',
  startingDeposit: 'Once-off contribution',
  weddingDate: 'Wedding date',
  holidayDate: 'Holiday date',
  whenNeedMoney: 'When do you need the money?',
  beneficiaryName: 'Beneficiary name',
  educationType: 'Education type',
  duration: 'Duration',
  withResidence: 'With residence',
  startDate: 'Start date',
  tuitionFees: 'Tuition fees',
  residence: 'Residence',
  books: 'Books',
  travel: 'Miscellaneous (travel)',
  aftercare: 'Aftercare',
  fromDate: 'From date',
  toDate: 'To date',
} as const;
