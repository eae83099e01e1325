import { Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IdentityType, PASSPORT_MAX_LENGTH } from '@portal/domain/beneficiary-form';
import { fieldLabels } from '@portal/domain/messages';
import { SA_ID_LENGTH } from '@portal/domain/sa-id';
import { Controller } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import type { useBeneficiaryForm } from '../hooks/use-beneficiary-form';
import { passportCountryOptions } from '@/lib/countries';

type IdentityFieldsProps = { state: ReturnType<typeof useBeneficiaryForm> };

/**
 * spec 1 §2.5: the ID-or-passport choice: an ID number; or a passport number with its expiry date
 * (not before today) and country of issue. Choosing ID clears the expiry date and country.
 */
export function IdentityFields({ state }: IdentityFieldsProps) {
  const { form, errorOf, values, today } = state;
  const { control } = form;
  const isId = values.identityType === IdentityType.Id;
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="identityType"
        render={({ field }) => (
          <Radio.Group
            label="Identification"
            required
            value={field.value}
            onChange={(next) => state.handleIdentityTypeChange(next as IdentityType)}
            error={errorOf('identityType')}
          >
            <Group gap="lg" mt={6}>
              <Radio value={IdentityType.Id} label="ID number" />
              <Radio value={IdentityType.Passport} label="Passport" />
            </Group>
          </Radio.Group>
        )}
      />
      {isId ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Controller
            control={control}
            name="identityNumber"
            render={({ field }) => (
              <TextInput
                {...field}
                onChange={(event) => state.handleIdNumberChange(event.currentTarget.value)}
                label={fieldLabels.idNumber}
                required
                inputMode="numeric"
                maxLength={SA_ID_LENGTH}
                autoComplete="off"
                error={errorOf('identityNumber')}
              />
            )}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Controller
            control={control}
            name="passportNumber"
            render={({ field }) => (
              <TextInput
                {...field}
                label={fieldLabels.passportNumber}
                required
                maxLength={PASSPORT_MAX_LENGTH}
                autoComplete="off"
                error={errorOf('passportNumber')}
              />
            )}
          />
          <Controller
            control={control}
            name="expiryDate"
            render={({ field }) => (
              <DateField
                variant="input"
                label={fieldLabels.expiryDate}
                required
                // The calendar offers today onwards; a typed past date is kept so the domain
                // schema can refuse it (spec 1 §5 "Expiry date required (minimum today)").
                pickableFrom={today}
                value={field.value === '' ? null : field.value}
                onChange={(next) => field.onChange(next ?? '')}
                onBlur={field.onBlur}
                error={errorOf('expiryDate')}
              />
            )}
          />
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <SelectField
                kind="country"
                label={fieldLabels.countryOfIssue}
                required
                options={passportCountryOptions()}
                value={field.value === '' ? null : field.value}
                onChange={(next) => field.onChange(next ?? '')}
                onBlur={field.onBlur}
                error={errorOf('country')}
              />
            )}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
