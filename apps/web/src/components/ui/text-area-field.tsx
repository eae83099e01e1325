import { Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';

// spec 3 §5: textareas default to 1000 characters with a counter such as 'n/1000'
// (spec 1 §2.5: beneficiary notes).

export const TEXTAREA_MAX_LENGTH = 1000;

type TextAreaFieldProps = Omit<TextareaProps, 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
};

export function TextAreaField({
  value,
  onChange,
  maxLength = TEXTAREA_MAX_LENGTH,
  description,
  ...props
}: TextAreaFieldProps) {
  return (
    <Textarea
      rows={4}
      resize="vertical"
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.slice(0, maxLength))}
      maxLength={maxLength}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{description}</span>
          <span data-testid="character-count">
            {value.length}/{maxLength}
          </span>
        </span>
      }
    />
  );
}
