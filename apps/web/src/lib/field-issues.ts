import type { z } from 'zod';

/** The first message a schema gave for each of `fields` (form fields show one message each). */
export function fieldIssues<K extends string>(
  result: z.ZodSafeParseResult<unknown>,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const issues: Partial<Record<K, string>> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (fields.includes(field as K) && issues[field as K] === undefined)
      issues[field as K] = issue.message;
  }
  return issues;
}

/** The first message a schema gave for each field it names (by the field's key in the schema). */
export function firstIssueByField(result: z.ZodSafeParseResult<unknown>): Map<string, string> {
  const byField = new Map<string, string>();
  if (result.success) return byField;
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!byField.has(name)) byField.set(name, issue.message);
  }
  return byField;
}
