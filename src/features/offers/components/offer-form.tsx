// The offer form: pay, bonus, equity with its vesting and cliff, sign-on, relocation, remote policy, dates and notes.
// What public.offers refuses is said here first, beside the field, and nothing typed is lost when the save fails.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField, SelectField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { CURRENCIES } from '@/data/offers/currencies';
import { emptyOfferForm, OFFER_LIMITS, offerFormSchema, REMOTE_POLICIES, type OfferFormValues } from '@/data/offers/offer-schema';

export interface OfferFormProps {
  id: string;
  defaultValues?: OfferFormValues;
  submitError: string | null;
  onSubmit: (values: OfferFormValues) => void;
}

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const amountAttributes = { inputMode: 'decimal', autoComplete: 'off' } as const;

export function OfferForm({ id, defaultValues, submitError, onSubmit }: OfferFormProps) {
  const { t } = useTranslation('application-detail', { keyPrefix: 'offers' });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<OfferFormValues>({ resolver: zodResolver(offerFormSchema), defaultValues: defaultValues ?? emptyOfferForm(), mode: 'onTouched' });
  const bonusKind = useWatch({ control, name: 'bonus_kind' });
  const equityKind = useWatch({ control, name: 'equity_kind' });

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {submitError && <ErrorAlert title={t('form.notSaved')}>{submitError}</ErrorAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('form.label')}
          placeholder={t('form.labelPlaceholder')}
          maxLength={OFFER_LIMITS.label}
          error={errors.label?.message}
          {...register('label')}
        />
        <SelectField label={t('form.currency')} options={CURRENCY_OPTIONS} required error={errors.currency?.message} {...register('currency')} />
      </div>
      <InputField label={t('form.base')} required {...amountAttributes} error={errors.base_salary?.message} {...register('base_salary')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.bonusKind')}
          options={[
            { value: 'none', label: t('form.bonusNone') },
            { value: 'percent', label: t('form.bonusPercentOption') },
            { value: 'amount', label: t('form.bonusAmountOption') },
          ]}
          {...register('bonus_kind')}
        />
        {bonusKind !== 'none' && (
          <InputField
            label={bonusKind === 'percent' ? t('form.bonusPercent') : t('form.bonusAmount')}
            required
            {...amountAttributes}
            error={errors.bonus_value?.message}
            {...register('bonus_value')}
          />
        )}
      </div>
      <SelectField
        label={t('form.equityKind')}
        options={[
          { value: 'none', label: t('form.equityNone') },
          { value: 'amount', label: t('form.equityAmount') },
          { value: 'units', label: t('form.equityUnits') },
        ]}
        {...register('equity_kind')}
      />
      {equityKind === 'amount' && (
        <InputField label={t('form.equityAmountField')} required {...amountAttributes} error={errors.equity_amount?.message} {...register('equity_amount')} />
      )}
      {equityKind === 'units' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label={t('form.equityUnitsField')} required {...amountAttributes} error={errors.equity_units?.message} {...register('equity_units')} />
          <InputField
            label={t('form.equityPriceField')}
            required
            {...amountAttributes}
            error={errors.equity_unit_price?.message}
            {...register('equity_unit_price')}
          />
        </div>
      )}
      {equityKind !== 'none' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label={t('form.vesting')} required hint={t('form.vestingHint')} error={errors.vesting?.message} {...register('vesting')} />
          <InputField
            label={t('form.cliff')}
            type="number"
            min={0}
            max={OFFER_LIMITS.cliffMonths}
            step={1}
            hint={t('form.cliffHint')}
            error={errors.vesting_cliff_months?.message}
            {...register('vesting_cliff_months')}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t('form.signOn')} {...amountAttributes} error={errors.sign_on_amount?.message} {...register('sign_on_amount')} />
        <InputField label={t('form.signOnYearTwo')} {...amountAttributes} error={errors.sign_on_year_two?.message} {...register('sign_on_year_two')} />
        <InputField label={t('form.relocation')} {...amountAttributes} error={errors.relocation_amount?.message} {...register('relocation_amount')} />
        <SelectField
          label={t('form.remotePolicy')}
          options={[{ value: '', label: t('form.remoteUnknown') }, ...REMOTE_POLICIES.map((policy) => ({ value: policy, label: t(`remote.${policy}`) }))]}
          {...register('remote_policy')}
        />
        <InputField label={t('form.startDate')} type="date" error={errors.start_date?.message} {...register('start_date')} />
        <InputField label={t('form.deadline')} type="date" error={errors.deadline?.message} {...register('deadline')} />
      </div>
      <TextareaField
        label={t('form.benefits')}
        placeholder={t('form.benefitsPlaceholder')}
        maxLength={OFFER_LIMITS.benefits}
        error={errors.benefits_notes?.message}
        {...register('benefits_notes')}
      />
    </form>
  );
}
