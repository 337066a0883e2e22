// Editing a debrief: a note per question heard, the three lists one item a line, and the thank-you draft.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { debriefFormSchema, debriefFormValues, debriefFromForm, type DebriefFormValues } from '@/data/debriefs/debrief-form';
import { useSaveDebrief } from '@/data/debriefs/save-debrief';
import type { Debrief } from '@/data/debriefs/types';
import { toast } from '@/lib/toast';

export function DebriefForm({ debrief, onDone }: { debrief: Debrief; onDone: () => void }) {
  const { t } = useTranslation('application-detail');
  const save = useSaveDebrief();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DebriefFormValues>({ resolver: zodResolver(debriefFormSchema), defaultValues: debriefFormValues(debrief) });
  const onSubmit = (values: DebriefFormValues) =>
    save.mutate(
      { id: debrief.id, content: debriefFromForm(debrief, values) },
      {
        onSuccess: () => {
          toast.success(t('debrief.saved'));
          onDone();
        },
      },
    );
  const lists = [
    { name: 'went_well', label: t('debrief.wentWell') },
    { name: 'to_work_on', label: t('debrief.toWorkOn') },
    { name: 'to_send', label: t('debrief.toSend') },
  ] as const;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-3" aria-label={t('debrief.form.title')}>
      {save.isError && <ErrorAlert title={t('debrief.notSaved')}>{save.error.message}</ErrorAlert>}
      {debrief.questions.map((entry, index) => (
        <TextareaField
          key={`${index}-${entry.question}`}
          label={t('debrief.form.noteOn', { question: entry.question })}
          rows={2}
          className="min-h-16"
          error={errors.notes?.[index]?.message}
          {...register(`notes.${index}`)}
        />
      ))}
      {lists.map(({ name, label }) => (
        <TextareaField
          key={name}
          label={label}
          hint={t('debrief.form.oneALine')}
          rows={3}
          className="min-h-20"
          error={errors[name]?.message}
          {...register(name)}
        />
      ))}
      <InputField label={t('debrief.form.subject')} error={errors.thank_you_subject?.message} {...register('thank_you_subject')} />
      <TextareaField label={t('debrief.form.body')} rows={6} error={errors.thank_you_body?.message} {...register('thank_you_body')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isPending={save.isPending}>
          {t('debrief.form.save')}
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={onDone}>
          {t('debrief.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
