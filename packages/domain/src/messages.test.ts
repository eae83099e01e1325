import { describe, expect, it } from 'vitest';
import { messages } from './messages';

// The shared messages of spec 3 §5 (and the date-order texts of spec 2 §5, §8 and spec 3 §2.3),
// checked word for word against the specification.
describe('messages', () => {
  it.each([
    [messages.required('First name'), 'First name is required'],
    [
      messages.whitespaceOnly('Goal name'),
      'Goal name cannot consist only of whitespace characters',
    ],
    [messages.emptyValue('name'), 'Please enter a name'],
    [messages.minLength('Goal name', 2), 'Goal name must be at least 2 characters long'],
    [messages.maxLength('First name', 60), 'First name must be no more than 60 characters'],
    [messages.uniqueProductName, 'Please enter a unique Product Name'],
    [messages.email, 'Invalid Email address'],
    [messages.invalidNumber, 'Please enter a valid number'],
    [messages.positiveNumber, 'Please enter a positive number. Example: R100 000'],
    [messages.integer, 'Please enter a number without decimals or characters'],
    [messages.min(1000), 'Please enter a number more than or equal to 1\u00a0000'],
    [messages.max(100), 'Please enter a number less than or equal to 100'],
    [
      messages.max(999_999_999),
      'Please enter a number less than or equal to 999\u00a0999\u00a0999',
    ],
    [
      messages.zeroOrMin('Once-off contribution', 100),
      'Once-off contribution must be 0 or at least 100',
    ],
    [
      messages.length('Passport number', 'be 8 or 9 characters long'),
      'Passport number must be 8 or 9 characters long',
    ],
    [messages.alphabetic, 'cannot contain numbers or special characters'],
    [messages.alphanumeric, 'cannot contain special characters or spaces'],
    [messages.alphanumericWithSpaces, 'cannot contain special characters'],
    [
      messages.selectOption('Country code'),
      'Please select a valid Country code from the dropdown list',
    ],
    [messages.minimumAge(18), 'Beneficiary must be at least 18 years of age'],
    [messages.maxDecimalPlaces(2), 'up to 2 decimal places'],
    [messages.minWithdrawal(2000), 'Withdrawal amount must be at least R2\u00a0000'],
    [messages.atLeastOneRequired, 'One of the fields is required'],
    [messages.dateOfBirthMismatch, 'The date of birth does not match the ID number'],
    [messages.idNumberMismatch, 'The ID number does not match the date of birth'],
    [
      messages.specialCharacters,
      'Special characters are not permitted in this text field. Only letters, numbers, pecentage sign and standard punctuation are allowed.',
    ],
    [messages.taxableIncome, 'Please ensure that the taxable income field is populated.'],
    [
      messages.maxRand(999_999_999),
      'Please enter a number less than or equal to R999\u00a0999\u00a0999',
    ],
    [messages.futureDate, 'Selection cannot be a future date.'],
    [
      messages.expensesSumMin(100_000),
      'The sum of your expenses must be at least R\u00a01\u00a0000.00',
    ],
    [
      messages.expensesSumMax(99_999_999_900),
      'The sum of your expenses must not exceed R\u00a0999\u00a0999\u00a0999.00',
    ],
    [messages.summaryDateOrder, 'From date must be before To date.'],
    [messages.filterDateOrder, 'From date must be before to date.'],
    [messages.min(-1500.5), 'Please enter a number more than or equal to -1\u00a0500.5'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
