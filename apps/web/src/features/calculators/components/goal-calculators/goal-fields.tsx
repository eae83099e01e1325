import { ActionIcon, InputWrapperContext, TextInput, VisuallyHidden } from '@mantine/core';
import { use, useId } from 'react';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { Control, ControllerFieldState, FieldPath, FieldValues } from 'react-hook-form';
import { CurrencyInput } from '@/components/ui/currency-input';
import { Hint } from '@/components/ui/hint';
import { STARTING_DEPOSIT_HINT } from './goal-calculator-texts';

// The goal calculators' shared fields (spec 3 §5). Every message shows once the field is touched
// and dirty, or once the member has pressed the form's button; the domain's form schemas carry
// the messages.

/**
 * spec 3 §5: errors show when the control is dirty and touched; pressing the form's button
 * (`isSubmitted`) shows them all, so that the member learns what is missing.
 */
export function shownError(
  fieldState: ControllerFieldState,
  isSubmitted = false,
): string | undefined {
  // Read first: a field's state follows its error only once the error has been read.
  const message = fieldState.error?.message;
  return (fieldState.isTouched && fieldState.isDirty) || isSubmitted ? message : undefined;
}

type FieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
};

/** A goal name (spec 3 §5: 2 to 30 characters; text inputs default to 50). */
export function GoalNameField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  placeholder,
  required = true,
}: FieldProps<T, TOut> & { placeholder?: string; required?: boolean }) {
  const { field, fieldState, formState } = useController({ control, name });
  return (
    <TextInput
      {...field}
      value={(field.value as string | undefined) ?? ''}
      label={label}
      placeholder={placeholder}
      required={required}
      maxLength={50}
      autoComplete="off"
      error={shownError(fieldState, formState.isSubmitted)}
    />
  );
}

/**
 * A whole-rand amount with the R prefix and space thousands (spec 3 §5 currency inputs).
 * `groupErrorId` names a message about a group of fields (e.g. the sum of the education expenses):
 * while it is given, the field is marked invalid and described by that message.
 */
export function MoneyField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  description,
  required = true,
  rightSection,
  groupErrorId,
}: FieldProps<T, TOut> & {
  description?: string;
  required?: boolean;
  rightSection?: ReactNode;
  groupErrorId?: string;
}) {
  const { field, fieldState, formState } = useController({ control, name });
  const ownError = shownError(fieldState, formState.isSubmitted);
  return (
    <CurrencyInput
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      description={description}
      placeholder="R 0.00"
      required={required}
      isWholeNumber
      rightSection={rightSection}
      rightSectionPointerEvents={rightSection ? 'all' : undefined}
      error={ownError ?? (groupErrorId ? true : undefined)}
      // Always the same wrapper, so that the input is not re-created when the message comes.
      inputContainer={(input) => <AlsoDescribedBy id={groupErrorId}>{input}</AlsoDescribedBy>}
    />
  );
}

/** Adds a message outside the field to the ids the field's input is described by. */
function AlsoDescribedBy({ id, children }: { id: string | undefined; children: ReactNode }) {
  const wrapper = use(InputWrapperContext);
  const describedBy = [wrapper.describedBy, id].filter(Boolean).join(' ') || undefined;
  return <InputWrapperContext value={{ ...wrapper, describedBy }}>{children}</InputWrapperContext>;
}

/** spec 3 §2.8: the once-off contribution, with its tooltip (it may be left blank). */
export function StartingDepositField<T extends FieldValues, TOut>({
  control,
  name,
}: Omit<FieldProps<T, TOut>, 'label'>) {
  return (
    <MoneyField
      control={control}
      name={name}
      label="Once-off contribution"
      required={false}
      rightSection={<StartingDepositHint />}
    />
  );
}

function StartingDepositHint() {
  const hintId = useId();
  return (
    <Hint
      label={STARTING_DEPOSIT_HINT}
      multiline
      w={260}
      withArrow
      zIndex={2100}
      events={{ hover: true, focus: true, touch: true }}
    >
      <ActionIcon
        variant="subtle"
        color="gray.8"
        radius="xl"
        size="sm"
        aria-label="About the once-off contribution"
        aria-describedby={hintId}
      >
        <InfoIcon />
        <VisuallyHidden id={hintId}>{STARTING_DEPOSIT_HINT}</VisuallyHidden>
      </ActionIcon>
    </Hint>
  );
}

function InfoIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
