import {
  Box,
  Collapse,
  ComboboxChevron,
  Fieldset,
  SimpleGrid,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IDENTITY_DETAILS_MESSAGE } from '@portal/domain/profile-fields';
import { createContext, useCallback, useContext, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Hint } from '@/components/ui/hint';
import { useMediaMatch } from '@/lib/viewport';
import classes from './profile-fields.module.css';

// What the profile page draws before Edit (spec 1 §2.8), and the editor around its fields: the
// sections, the identity fields (never edited) and a field read-only as the editor draws it
// locked, so that nothing moves when the editor's code arrives and takes the page's place.

/** Below 768 px (DESIGN §5: mobile up to 768 px) the page's sections fold. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** As the editor's selects say it (components/ui/select-field.tsx SELECT_PLACEHOLDER). */
const SELECT_PLACEHOLDER = 'Please select...';
const COUNTRY_SELECT_PLACEHOLDER = 'Please select a country...';

/** A text field read-only: as the editor's text field looks until Edit. */
export function ReadOnlyTextField({
  label,
  value,
  isRequired = false,
  type = 'text',
}: {
  label: string;
  value: string;
  isRequired?: boolean;
  type?: 'text' | 'email' | 'tel';
}) {
  return (
    <TextInput
      label={label}
      value={value}
      required={isRequired}
      disabled
      readOnly
      type={type}
      classNames={{ input: classes.input }}
    />
  );
}

/**
 * A select read-only: as the editor's select (spec 3 §2.11) looks until Edit, the chosen option's
 * words or the placeholder, with its chevron, and heard as the same closed list.
 */
export function ReadOnlySelectField({
  label,
  shown,
  isRequired = false,
  kind = 'standard',
}: {
  label: string;
  /** The chosen option's words, '' for none. */
  shown: string;
  isRequired?: boolean;
  kind?: 'standard' | 'country';
}) {
  return (
    <TextInput
      label={label}
      value={shown}
      placeholder={kind === 'country' ? COUNTRY_SELECT_PLACEHOLDER : SELECT_PLACEHOLDER}
      required={isRequired}
      disabled
      readOnly
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      classNames={{ input: classes.input }}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
    />
  );
}

/** The sections folded on a phone, by title: kept while the editor takes the page's place. */
type Folds = { isOpen: (title: string) => boolean; toggle: (title: string) => void };
const FoldsContext = createContext<Folds | null>(null);

/** Holds the sections' folds for what it holds (the page, read-only or editing). */
export function ProfileFolds({ children }: { children: ReactNode }) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((title: string) => {
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(title)) next.add(title);
      return next;
    });
  }, []);
  const folds = useMemo<Folds>(
    () => ({ isOpen: (title) => !folded.has(title), toggle }),
    [folded, toggle],
  );
  return <FoldsContext value={folds}>{children}</FoldsContext>;
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
  const folds = useContext(FoldsContext);
  const [isOpenHere, setIsOpenHere] = useState(true);
  const isOpen = folds ? folds.isOpen(title) : isOpenHere;
  const toggle = () => (folds ? folds.toggle(title) : setIsOpenHere((open) => !open));
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
