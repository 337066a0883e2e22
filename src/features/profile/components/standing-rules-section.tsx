// Settings → Standing rules (issue #39): up to 20 short rules the person writes once, which the AI keeps to in every
// Copilot, Coach and debrief prompt. A rule the form or the database refuses is named inline; nothing is saved.
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { mechanicalRule, STANDING_RULE_LIMITS } from '@shared/standing-rules.ts';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { standingRuleSchema, useAddStandingRule, type StandingRuleInput } from '@/data/standing-rules/add-standing-rule';
import { useDeleteStandingRule } from '@/data/standing-rules/delete-standing-rule';
import { useStandingRules, type StandingRule } from '@/data/standing-rules/get-standing-rules';

function RuleList({ rules }: { rules: StandingRule[] }) {
  const { t } = useTranslation('profile');
  const remove = useDeleteStandingRule();
  return (
    <>
      {remove.error && <ErrorAlert>{remove.error.message}</ErrorAlert>}
      {rules.length === 0 ? (
        <p className="text-sm text-slate-500">{t('standingRules.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t('standingRules.title')}>
          {rules.map((rule) => (
            <li key={rule.id} className="flex items-center gap-2 py-1 pr-1 pl-3 text-sm text-slate-800">
              <span className="min-w-0 flex-1 break-words">
                {rule.body}
                {mechanicalRule(rule.body) && <span className="block text-xs text-slate-500">({t('standingRules.checked')})</span>}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('standingRules.delete', { rule: rule.body })}
                disabled={remove.isPending && remove.variables === rule.id}
                onClick={() => remove.mutate(rule.id, { onSuccess: () => toast.success(t('standingRules.deleted')) })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function AddRuleForm({ count }: { count: number }) {
  const { t } = useTranslation('profile');
  const add = useAddStandingRule();
  const form = useForm<StandingRuleInput>({ resolver: zodResolver(standingRuleSchema), defaultValues: { body: '' } });
  const error = form.formState.errors.body?.message ?? add.error?.message;
  const isFull = count >= STANDING_RULE_LIMITS.count;
  const length = useWatch({ control: form.control, name: 'body' }).length;

  const handleSubmit = form.handleSubmit((input) => add.mutate({ input, position: count }, { onSuccess: () => form.reset() }));

  if (isFull) return <p className="text-sm text-slate-600">{t('standingRules.full', { max: STANDING_RULE_LIMITS.count })}</p>;
  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start" aria-label={t('standingRules.add')}>
      <InputField
        label={t('standingRules.newRule')}
        placeholder={t('standingRules.placeholder')}
        autoComplete="off"
        required
        containerClassName="min-w-0 flex-1"
        error={error}
        hint={`${length}/${STANDING_RULE_LIMITS.chars}`}
        aria-invalid={error ? true : undefined}
        {...form.register('body', { onChange: () => add.reset() })}
      />
      <Button type="submit" variant="secondary" className="sm:mt-7" isPending={add.isPending} pendingLabel={t('standingRules.adding')}>
        {t('standingRules.add')}
      </Button>
    </form>
  );
}

export function StandingRulesSection() {
  const { t } = useTranslation(['profile', 'common']);
  const rules = useStandingRules();
  return (
    <section aria-labelledby="standing-rules-heading" className="mt-6 space-y-3 border-t border-slate-100 pt-4">
      <div>
        <h3 id="standing-rules-heading" className="text-sm font-semibold text-slate-900">
          {t('standingRules.title')}
        </h3>
        <p className="mt-1 text-xs text-slate-500">{t('standingRules.description')}</p>
      </div>
      {rules.isPending ? (
        <Spinner label={t('standingRules.loading')} />
      ) : rules.isError ? (
        <ErrorAlert title={rules.error.message}>
          <Button variant="link" className="mt-1 text-red-800" onClick={() => void rules.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </ErrorAlert>
      ) : (
        <>
          <p className="text-xs text-slate-500">{t('standingRules.count', { count: rules.data.length, max: STANDING_RULE_LIMITS.count })}</p>
          <RuleList rules={rules.data} />
          <AddRuleForm count={rules.data.length} />
        </>
      )}
    </section>
  );
}
