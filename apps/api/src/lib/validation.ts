import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Runs a rule schema from the domain on a request's values. Any issue answers 400 with
 * `fieldErrors` keyed by the request's field names (DESIGN §1a); the message is the first issue's,
 * so a single rule (e.g. spec 2 §5 'From date must be before to date.') reads as the answer.
 * `fieldNames` maps a schema path onto the request's name where the two differ.
 */
export function parseOrBadRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldNames: Readonly<Record<string, string>> = {},
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequestFromIssues(result.error.issues, fieldNames);
}

export function badRequestFromIssues(
  issues: readonly z.core.$ZodIssue[],
  fieldNames: Readonly<Record<string, string>> = {},
): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'request';
    const field = fieldNames[path] ?? path;
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return new AppError(
    'BAD_REQUEST',
    issues[0]?.message ?? 'The request is not valid.',
    fieldErrors,
  );
}

/** A 400 for one field, e.g. a rule the domain schemas do not hold. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { [field]: [message] });
}
