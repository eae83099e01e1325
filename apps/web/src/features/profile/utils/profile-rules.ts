import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileFormSchema } from '@portal/domain/profile-form';
import type { ProfileForm } from '@portal/domain/profile-form';
import type { Resolver } from 'react-hook-form';
import { firstIssueByField } from '@/lib/field-issues';
import type { ProfileFormValues } from './profile-values';

// The profile form's rules (spec 1 §5), loaded when the member first edits: a profile read without
// editing loads no schema library (hooks/use-profile-editor.ts).

/** The form's check on Update and on leaving a touched field. */
export const profileResolver = zodResolver(ProfileFormSchema) as unknown as Resolver<
  ProfileFormValues,
  unknown,
  ProfileForm
>;

/** Each field's first broken rule, by the rule's field name. */
export function profileProblems(values: ProfileFormValues): Map<string, string> {
  return firstIssueByField(ProfileFormSchema.safeParse(values));
}
