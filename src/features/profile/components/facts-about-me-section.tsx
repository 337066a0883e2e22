// Settings → Facts about me (issue #39): short free text (numbers, tools, achievements) the Copilot may cite as the
// person's own record. Refused text is named under the field and stays in it; nothing is saved.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FACTS_ABOUT_ME_CHARS } from '@shared/evidence.ts';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFactsAboutMe } from '@/data/profile/get-facts-about-me';
import { factsAboutMeSchema, useUpdateFactsAboutMe, type FactsAboutMeInput } from '@/data/profile/update-facts-about-me';

function FactsForm({ userId, facts }: { userId: string; facts: string }) {
  const { t } = useTranslation('profile');
  const save = useUpdateFactsAboutMe();
  const form = useForm<FactsAboutMeInput>({ resolver: zodResolver(factsAboutMeSchema), defaultValues: { facts } });
  const length = useWatch({ control: form.control, name: 'facts' }).length;
  const error = form.formState.errors.facts?.message ?? save.error?.message;
  const handleSubmit = form.handleSubmit(({ facts: saved }) =>
    save.mutate({ userId, facts: saved }, { onSuccess: () => (toast.success(t('facts.saved')), form.reset({ facts: saved })) }),
  );
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-2">
      <TextareaField
        label={t('facts.label')}
        placeholder={t('facts.placeholder')}
        rows={4}
        error={error}
        hint={t('facts.count', { count: length, max: FACTS_ABOUT_ME_CHARS })}
        {...form.register('facts', { onChange: () => save.reset() })}
      />
      <Button type="submit" variant="secondary" isPending={save.isPending} pendingLabel={t('facts.saving')}>
        {t('facts.save')}
      </Button>
    </form>
  );
}

export function FactsAboutMeSection({ userId }: { userId: string }) {
  const { t } = useTranslation(['profile', 'common']);
  const facts = useFactsAboutMe(userId);
  return (
    <section aria-labelledby="facts-about-me-heading" className="mt-6 space-y-3 border-t border-slate-100 pt-4">
      <div>
        <h3 id="facts-about-me-heading" className="text-sm font-semibold text-slate-900">
          {t('facts.title')}
        </h3>
        <p className="mt-1 text-xs text-slate-500">{t('facts.description')}</p>
      </div>
      {facts.isPending ? (
        <Spinner label={t('settings.loading')} />
      ) : facts.isError ? (
        <ErrorAlert title={facts.error.message}>
          <Button variant="link" className="mt-1 text-red-800" onClick={() => void facts.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </ErrorAlert>
      ) : (
        <FactsForm userId={userId} facts={facts.data} />
      )}
    </section>
  );
}
