import { zodResolver } from '@hookform/resolvers/zod';
import {
  beneficiaryFormSchema,
  funeralBeneficiaryFormSchema,
  IdentityType,
} from '@portal/domain/beneficiary-form';
import type { BeneficiaryForm } from '@portal/domain/beneficiary-form';
import { isAfter, isValidIsoDate } from '@portal/domain/dates';
import { dateOfBirthFromIdPrefix, idPrefixFromDateOfBirth } from '@portal/domain/sa-id';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { firstIssueByField } from '@/lib/field-issues';
import { useToday } from '@/lib/portal-config';
import type { BeneficiaryFormValues } from '../utils/beneficiary-values';

export type BeneficiaryFormKind = 'standard' | 'funeral';
type FieldName = keyof BeneficiaryFormValues;

/**
 * The beneficiary form's state: react-hook-form resolved with the domain schema (spec 1 §5; the
 * funeral schema adds the 18-year minimum, spec 1 §2.7), the ID ↔ date-of-birth auto-fill, and
 * which errors are visible: a field's error shows once it is touched and dirty, or on every field
 * after an invalid save (spec 1 §5, spec 3 §5).
 */
export function useBeneficiaryForm({
  initialValues,
  kind,
  isEditing,
}: {
  initialValues: BeneficiaryFormValues;
  kind: BeneficiaryFormKind;
  isEditing: boolean;
}) {
  const today = useToday();
  const schema = useMemo(
    () => (kind === 'funeral' ? funeralBeneficiaryFormSchema(today) : beneficiaryFormSchema(today)),
    [kind, today],
  );
  const form = useForm<BeneficiaryFormValues, unknown, BeneficiaryForm>({
    defaultValues: initialValues,
    resolver: zodResolver(schema) as unknown as Resolver<
      BeneficiaryFormValues,
      unknown,
      BeneficiaryForm
    >,
    mode: 'onTouched',
  });
  const [isShowingAllErrors, setIsShowingAllErrors] = useState(false);
  const values = useWatch({ control: form.control }) as BeneficiaryFormValues;
  const { touchedFields, dirtyFields } = form.formState;

  // The same schema, read on every change, so group rules (ID ↔ date of birth, phone or email)
  // show on the field they name as soon as it is touched and dirty.
  const problems = useMemo(() => firstIssueByField(schema.safeParse(values)), [schema, values]);

  function errorOf(name: FieldName): string | undefined {
    const isVisible =
      isShowingAllErrors || (touchedFields[name] === true && dirtyFields[name] === true);
    return isVisible ? problems.get(name) : undefined;
  }

  /** spec 1 §5: a date of birth fills the ID's first six digits (ID untouched, not editing). */
  function handleDateOfBirthChange(dateOfBirth: string) {
    form.setValue('dateOfBirth', dateOfBirth, { shouldDirty: true });
    if (form.getValues('identityType') !== IdentityType.Id) return;
    // A refused (future) date fills nothing: its own message says what is wrong.
    if (isValidIsoDate(dateOfBirth) && isAfter(dateOfBirth, today)) return;
    const prefix = idPrefixFromDateOfBirth({
      dateOfBirth,
      idNumber: form.getValues('identityNumber'),
      isIdTouched: form.getFieldState('identityNumber').isTouched,
      isEditing,
    });
    if (prefix !== null) form.setValue('identityNumber', prefix, { shouldDirty: true });
  }

  /** spec 1 §5: an ID of six or more digits fills the date of birth (impossible/future ignored). */
  function handleIdNumberChange(idNumber: string) {
    form.setValue('identityNumber', idNumber, { shouldDirty: true });
    const dateOfBirth = dateOfBirthFromIdPrefix(idNumber, today);
    if (dateOfBirth !== null && dateOfBirth !== form.getValues('dateOfBirth')) {
      form.setValue('dateOfBirth', dateOfBirth, { shouldDirty: true });
    }
  }

  /** spec 1 §5: switching to ID clears the passport's expiry date and country of issue. */
  function handleIdentityTypeChange(identityType: IdentityType) {
    form.setValue('identityType', identityType, { shouldDirty: true, shouldTouch: true });
    if (identityType === IdentityType.Id) {
      form.setValue('expiryDate', '', { shouldDirty: true });
      form.setValue('country', '', { shouldDirty: true });
    }
  }

  return {
    form,
    values,
    today,
    errorOf,
    showAllErrors: () => setIsShowingAllErrors(true),
    handleDateOfBirthChange,
    handleIdNumberChange,
    handleIdentityTypeChange,
  };
}
