import { z } from 'zod';
import { defineRoute } from './route';
import { DateStringSchema, requestText } from './wire';

// spec 3 §7 "Two-pot institutional" calls: the banks and their branch codes, the document types,
// and the checks the savings withdrawal wizard runs as the member types (the tax number, the ID
// number and the bank account's format). Paths are not shown: ours are under /api/TwoPot.

export const getBankBranchCodes = defineRoute({
  method: 'GET',
  path: '/api/TwoPot/BankBranchCodes',
  response: z.object({
    success: z.boolean(),
    banks: z.array(z.object({ name: z.string(), branchCode: z.string() })),
    /** spec 3 §3: Cheque 1, Savings 2 (Foreign 7 is not offered for a savings withdrawal). */
    accountTypes: z.array(z.object({ code: z.number().int(), name: z.string() })),
  }),
});

const CheckAnswerSchema = z.object({
  success: z.boolean(),
  isValid: z.boolean(),
  /** Why not, in words; null when valid. */
  message: z.string().nullable(),
});

export const validateTaxNumberRoute = defineRoute({
  method: 'GET',
  path: '/api/TwoPot/TaxNumberValidation',
  query: z.object({ taxNumber: requestText(20) }),
  response: CheckAnswerSchema,
});

export const validateIdNumberRoute = defineRoute({
  method: 'GET',
  path: '/api/TwoPot/IdNumberValidation',
  query: z.object({ idNumber: requestText(20) }),
  response: CheckAnswerSchema.extend({ dateOfBirth: DateStringSchema.nullable() }),
});

export const validateBankDetailsRoute = defineRoute({
  method: 'GET',
  path: '/api/TwoPot/BankDetailsValidation',
  query: z.object({
    accountNumber: requestText(20),
    accountType: requestText(10),
    branchCode: requestText(10),
  }),
  response: z.object({
    success: z.boolean(),
    isValid: z.boolean(),
    fieldErrors: z.record(z.string(), z.array(z.string())),
  }),
});

export const getDocumentTypes = defineRoute({
  method: 'GET',
  path: '/api/TwoPot/GetDocumentTypes',
  response: z.object({
    success: z.boolean(),
    documentTypes: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        description: z.string(),
        isRequired: z.boolean(),
      }),
    ),
  }),
});
