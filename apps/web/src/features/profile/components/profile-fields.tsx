import {
  Box,
  Collapse,
  Fieldset,
  SimpleGrid,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IDENTITY_DETAILS_MESSAGE } from '@portal/domain/profile-fields';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import type { SelectOption } from '@/components/ui/select-field';
import { Hint } from '@/components/ui/hint';
import { useMediaMatch } from '@/lib/viewport';
import type { ProfileFields } from '../hooks/use-profile-editor';
import type { ProfileFieldName } from '../utils/profile-values';
import classes from './profile-fields.module.css';

// The profile page's fields (spec 1 §2.8): disabled until Edit (and while an update is saved);
// errors from the domain's rules once a field is touched, or all of them after an invalid Update.

/** Below 768 px (DESIGN §5: mobile up to 768 px) the page's sections fold. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

type FieldProps = {
  fields: ProfileFields;
  name: ProfileFieldName;
  label: string;
  isRequired?: boolean;
};

export function ProfileTextField({
  fields,
  name,
  label,
  isRequired = false,
  maxLength,
  type = 'text',
  autoComplete = 'off',
  inputMode,
}: FieldProps & {
  maxLength?: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}) {
  return (
    <Controller
      control={fields.control}
      name={name}
      render={({ field }) => (
        <TextInput
          {...field}
          onChange={(event) => {
            fields.clearServerError(name);
            field.onChange(event);
          }}
          label={label}
          required={isRequired}
          disabled={fields.isLocked}
          error={fields.errorOf(name)}
          classNames={{ input: classes.input }}
          maxLength={maxLength}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
        />
      )}
    />
  );
}

export function ProfileSelectField({
  fields,
  name,
  label,
  isRequired = false,
  options,
  kind = 'standard',
  onPick,
}: FieldProps & {
  options: readonly SelectOption[];
  kind?: 'standard' | 'country';
  /** Another field the pick sets too (the calling code of a country). */
  onPick?: (value: string) => void;
}) {
  return (
    <Controller
      control={fields.control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          options={options}
          kind={kind}
          value={field.value === '' ? null : field.value}
          onChange={(next) => {
            fields.clearServerError(name);
            field.onChange(next ?? '');
            onPick?.(next ?? '');
          }}
          onBlur={field.onBlur}
          required={isRequired}
          disabled={fields.isLocked}
          error={fields.errorOf(name)}
          classNames={{ input: classes.input }}
          clearable={!isRequired}
        />
      )}
    />
  );
}

/** spec 1 §2.8: date of birth, identifier type and identity number are read-only, always. */
export function IdentityField({
  label,
  value,
  hint = IDENTITY_DETAILS_MESSAGE,
  description,
}: {
  label: string;
  value: string;
  /** Who changes the detail (the info icon's words); by default the identity details' message. */
  hint?: string;
  /** A sentence under the field, read with it. */
  description?: string;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      disabled
      readOnly
      classNames={{ input: classes.input }}
      rightSectionPointerEvents="all"
      rightSection={
        <Hint label={hint} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
          <span
            tabIndex={0}
            role="img"
            aria-label={hint}
            style={{ display: 'inline-flex', cursor: 'help' }}
          >
            <InfoIcon />
          </span>
        </Hint>
      }
    />
  );
}

/**
 * A group of fields: a fieldset with its legend on wide screens; on a phone a section the member
 * folds and unfolds (spec 1 §2.8 "collapsible section on mobile"), open to begin with.
 */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const isMobile = useMediaMatch(MOBILE_QUERY);
  const [isOpen, { toggle }] = useDisclosure(true);
  const contentId = useId();
  const grid = (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
  if (!isMobile) {
    return (
      <Fieldset
        legend={
          <Text component="span" fw={700}>
            {title}
          </Text>
        }
        variant="unstyled"
      >
        {grid}
      </Fieldset>
    );
  }
  return (
    <Box>
      <Title order={2} fz="md">
        <UnstyledButton
          onClick={toggle}
          aria-expanded={isOpen}
          aria-controls={contentId}
          w="100%"
          py="xs"
          style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}
        >
          {title}
          <ChevronIcon isOpen={isOpen} />
        </UnstyledButton>
      </Title>
      <Collapse expanded={isOpen} id={contentId}>
        {grid}
      </Collapse>
    </Box>
  );
}

function ChevronIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      style={{ transform: isOpen ? 'rotate(180deg)' : undefined }}
    >
      <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
