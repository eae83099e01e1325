// The member's documents (spec 1 §7 documents service, spec 2 §7, spec 3 §3): what a document is,
// and its status while it is produced (spec 3 §3 "Document status: Pending, InFlight, Completed";
// Failed when it could not be made).

export const DOCUMENT_KINDS = [
  'statement',
  'tax-certificate',
  'membership-certificate',
  'paid-up-certificate',
  'letter',
  'payment-letter',
  'upload',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_STATUSES = ['Pending', 'InFlight', 'Completed', 'Failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
