import { TextInput } from '@mantine/core';
import { BENEFICIARY_EMAIL_MAX } from '@portal/domain/beneficiary-form';
import { fieldLabels } from '@portal/domain/messages';
import { PHONE_MAX_DIGITS } from '@portal/domain/phone';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { Hint } from '@/components/ui/hint';
import type { BeneficiaryForm } from '@portal/domain/beneficiary-form';
import type { BeneficiaryFormValues } from '../utils/beneficiary-values';
import { callingCodeOptions } from '@/lib/countries';
import { InfoIcon } from './icons';

export const MINOR_PHONE_TOOLTIP =
  'Where a minor is nominated the contact number must be that of an adult guardian';

const CALLING_CODES = callingCodeOptions();

type ContactFieldsProps = {
  control: Control<BeneficiaryFormValues, unknown, BeneficiaryForm>;
  errorOf: (name: keyof BeneficiaryFormValues) => string | undefined;
};

/** spec 1 §2.5: country code, phone number (with the guardian tooltip) and email address. */
export function ContactFields({ control, errorOf }: ContactFieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="countryCode"
        render={({ field }) => (
          <SelectField
            label={fieldLabels.countryCode}
            options={CALLING_CODES}
            filterFields={['label', 'callingCode']}
            value={field.value === '' ? null : field.value}
            onChange={(next) => field.onChange(next ?? '')}
            onBlur={field.onBlur}
            error={errorOf('countryCode')}
          />
        )}
      />
      <Controller
        control={control}
        name="phoneNumber"
        render={({ field }) => (
          <TextInput
            {...field}
            label={fieldLabels.phoneNumber}
            rightSection={
              <Hint
                label={MINOR_PHONE_TOOLTIP}
                multiline
                w={260}
                events={{ hover: true, focus: true, touch: true }}
              >
                <span
                  tabIndex={0}
                  role="img"
                  aria-label={MINOR_PHONE_TOOLTIP}
                  style={{ display: 'inline-flex', cursor: 'help' }}
                >
                  <InfoIcon />
                </span>
              </Hint>
            }
            inputMode="tel"
            autoComplete="off"
            maxLength={PHONE_MAX_DIGITS + 1}
            error={errorOf('phoneNumber')}
          />
        )}
      />
      <Controller
        control={control}
        name="email"
        render={({ field }) => (
          <TextInput
            {...field}
            type="email"
            label={fieldLabels.emailAddress}
            maxLength={BENEFICIARY_EMAIL_MAX}
            autoComplete="off"
            error={errorOf('email')}
          />
        )}
      />
    </>
  );
}
