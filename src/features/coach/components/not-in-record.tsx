// Under the Coach's feedback (issue #39): the specifics the person's answer claimed that their record does not hold,
// as the gateway's deterministic check found them ("Not in your record: 40%, Kubernetes"), each with one click to add
// its sentence to their facts about me. A refusal (the facts are full, an HTML tag) is said under the list and the
// claim keeps its button; a claim the facts hold shows as added.
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsClaim, type UnheldClaim } from '@shared/evidence.ts';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/data/auth/auth-context';
import { useFactsAboutMe } from '@/data/profile/get-facts-about-me';
import { useAppendFactAboutMe } from '@/data/profile/append-fact-about-me';

export function NotInRecord({ claims }: { claims: ReadonlyArray<UnheldClaim> }) {
  const { t } = useTranslation('coach');
  const headingId = useId();
  const userId = useAuth().user?.id ?? '';
  const facts = useFactsAboutMe(userId).data;
  const append = useAppendFactAboutMe();
  if (claims.length === 0 || !userId) return null;
  const handleAdd = (claim: UnheldClaim) =>
    append.mutate({ userId, fact: claim.sentence }, { onSuccess: () => toast.success(t('notInRecord.addedToast', { fact: claim.sentence })) });
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-lg border border-rose-200 bg-white p-3 text-sm text-slate-800"
      data-testid="coach-not-in-record"
    >
      <h3 id={headingId} className="break-words font-semibold text-rose-900">
        {t('notInRecord.title', { claims: claims.map((claim) => claim.text).join(', ') })}
      </h3>
      <p className="mt-1 text-slate-600">{t('notInRecord.hint')}</p>
      <ul className="mt-2 space-y-2">
        {claims.map((claim) => {
          const isAdded = facts !== undefined && holdsClaim(facts, claim.text);
          const isAdding = append.isPending && append.variables.fact === claim.sentence;
          return (
            <li key={claim.text} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{claim.text}</span> <span className="text-slate-600">— {claim.sentence}</span>
              </span>
              {isAdded ? (
                <span className="inline-flex items-center gap-1 text-emerald-800">
                  <Check aria-hidden="true" className="size-4" />
                  {t('notInRecord.added')}
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  isPending={isAdding}
                  pendingLabel={t('notInRecord.adding')}
                  disabled={append.isPending}
                  onClick={() => handleAdd(claim)}
                >
                  {t('notInRecord.add')}
                  {/* The claim it adds, for a screen reader that lists the buttons; the visible name starts the same. */}{' '}
                  <span className="sr-only">{t('notInRecord.addWhich', { claim: claim.text })}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {append.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {append.error.message}
        </p>
      )}
    </section>
  );
}
