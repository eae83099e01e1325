import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getBankBranchCodes,
  getDocumentTypes,
  validateBankDetailsRoute,
  validateIdNumberRoute,
  validateTaxNumberRoute,
} from '@portal/contract/two-pot';
import {
  BANKS,
  BANK_ACCOUNT_TYPES,
  SAVINGS_CLAIM_ACCOUNT_TYPES,
  validateBankAccount,
} from '@portal/domain/banks';
import { parseSaId } from '@portal/domain/sa-id';
import { validateTaxNumber } from '@portal/domain/tax-number';
import { requireMember } from '../../plugins/member-auth';

// spec 3 §7 "Two-pot institutional": the wizard's look-ups and format checks. They hold no
// member data, but like every /api call they answer only a signed-in member.

/** What the identity number check says, in words a member understands. */
const ID_NUMBER_MESSAGES: Record<string, string> = {
  'not-13-digits': 'ID number must be 13 digits long',
  'invalid-date': 'The ID number does not start with a valid date of birth',
  'invalid-citizenship': 'Please enter a valid ID number',
  'invalid-check-digit': 'Please enter a valid ID number',
};

/** The documents a savings withdrawal claim may carry (the claims issue, step 5). */
export const SAVINGS_CLAIM_DOCUMENT_TYPES = [
  {
    id: 1,
    name: 'Copy of your ID',
    description: 'A clear copy of both sides of your ID card, or the photo page of your ID book.',
    isRequired: true,
  },
  {
    id: 2,
    name: 'Proof of bank account',
    description:
      'A bank statement or a letter from your bank, not older than three months, showing your name and the account number.',
    isRequired: true,
  },
  {
    id: 3,
    name: 'Other supporting document',
    description: 'Anything else the fund has asked you for.',
    isRequired: false,
  },
] as const;

export async function twoPotRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const accountTypeNames = new Map<number, string>(
    Object.entries(BANK_ACCOUNT_TYPES).map(([name, code]) => [code, name]),
  );

  typed.route({
    method: getBankBranchCodes.method,
    url: getBankBranchCodes.path,
    schema: { response: { 200: getBankBranchCodes.response } },
    handler: async (request) => {
      requireMember(request);
      return {
        success: true,
        banks: BANKS.map((bank) => ({ name: bank.name, branchCode: bank.branchCode })),
        accountTypes: SAVINGS_CLAIM_ACCOUNT_TYPES.map((code) => ({
          code,
          name: accountTypeNames.get(code) ?? String(code),
        })),
      };
    },
  });

  typed.route({
    method: validateTaxNumberRoute.method,
    url: validateTaxNumberRoute.path,
    schema: {
      querystring: validateTaxNumberRoute.query,
      response: { 200: validateTaxNumberRoute.response },
    },
    handler: async (request) => {
      requireMember(request);
      const result = validateTaxNumber(request.query.taxNumber);
      return {
        success: true,
        isValid: result.isValid,
        message: result.isValid ? null : result.message,
      };
    },
  });

  typed.route({
    method: validateIdNumberRoute.method,
    url: validateIdNumberRoute.path,
    schema: {
      querystring: validateIdNumberRoute.query,
      response: { 200: validateIdNumberRoute.response },
    },
    handler: async (request) => {
      requireMember(request);
      const result = parseSaId(request.query.idNumber.trim());
      return result.valid
        ? { success: true, isValid: true, message: null, dateOfBirth: result.dateOfBirth }
        : {
            success: true,
            isValid: false,
            message: ID_NUMBER_MESSAGES[result.reason] ?? 'Please enter a valid ID number',
            dateOfBirth: null,
          };
    },
  });

  typed.route({
    method: validateBankDetailsRoute.method,
    url: validateBankDetailsRoute.path,
    schema: {
      querystring: validateBankDetailsRoute.query,
      response: { 200: validateBankDetailsRoute.response },
    },
    handler: async (request) => {
      requireMember(request);
      const result = validateBankAccount(request.query);
      return {
        success: true,
        isValid: result.isValid,
        fieldErrors: result.isValid
          ? {}
          : Object.fromEntries(
              Object.entries(result.fieldErrors).map(([field, message]) => [field, [message]]),
            ),
      };
    },
  });

  typed.route({
    method: getDocumentTypes.method,
    url: getDocumentTypes.path,
    schema: { response: { 200: getDocumentTypes.response } },
    handler: async (request) => {
      requireMember(request);
      return { success: true, documentTypes: SAVINGS_CLAIM_DOCUMENT_TYPES.map((t) => ({ ...t })) };
    },
  });
}
