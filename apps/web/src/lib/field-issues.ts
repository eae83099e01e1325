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
