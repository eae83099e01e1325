import type { z } from 'zod';

// What stops a calculator's button, in words (components/ui/guarded-button.tsx): the fields still
// to fill in, then those to correct, in the form's order, by their labels; a rule about several
// fields together (the sum of the education expenses) in its own message.

type Schema = { safeParse: (values: unknown) => z.ZodSafeParseResult<unknown> };

/** 'A', 'A and B', 'A, B and C'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** A label as it reads inside a sentence: a question is quoted. */
function named(label: string): string {
  return label.endsWith('?') ? `‘${label}’` : label;
}

/**
 * `To calculate, fill in Goal name and Income.` for the form's values, or null when the schema
 * accepts them. `labels` lists the form's fields in the order they are shown.
 */
export function missingFieldsText(
  action: string,
  schema: Schema,
  values: Record<string, unknown>,
  labels: Readonly<Record<string, string>>,
): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const fields = Object.keys(labels);
  const withIssue = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
  const empty: string[] = [];
  const wrong: string[] = [];
  for (const field of fields) {
    if (!withIssue.has(field)) continue;
    (isBlank(values[field]) ? empty : wrong).push(named(labels[field] ?? field));
  }
  const groupRules = [
    ...new Set(
      result.error.issues
        .filter((issue) => !fields.includes(String(issue.path[0] ?? '')))
        .map((issue) => asClause(issue.message)),
    ),
  ];
  const parts = [
    ...(empty.length > 0 ? [`fill in ${listInWords(empty)}`] : []),
    ...(wrong.length > 0 ? [`correct ${listInWords(wrong)}`] : []),
    ...groupRules,
  ];
  if (parts.length === 0) return `To ${action}, check the form above.`;
  return `To ${action}, ${listInWords(parts)}.`;
}

/** A message as part of a sentence: 'The sum … R 1 000.00' → 'the sum … R 1 000.00'. */
function asClause(message: string): string {
  const trimmed = message.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}
