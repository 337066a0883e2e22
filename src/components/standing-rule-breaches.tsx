// The flag under a finished answer that breaks one of the person's standing rules a machine can check (issue #39): a
// banned phrase it says, or more words than a length rule allows. Shown by the Copilot's answer and the Coach's
// feedback; nothing while the answer is still coming or when it keeps to every rule.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { standingRuleBreaches } from '@shared/standing-rules.ts';

interface StandingRuleBreachesProps {
  /** The person's rules as written (undefined while they load). */
  rules: ReadonlyArray<string> | undefined;
  /** The text held to them: the Copilot's suggested answer, or the candidate's own answer in the Coach. */
  text: string;
  /** Whether the text is final: a streaming answer is not judged until it ends. */
  isFinished: boolean;
  variant?: 'answer' | 'coach';
}

export function StandingRuleBreaches({ rules, text, isFinished, variant = 'answer' }: StandingRuleBreachesProps) {
  const { t } = useTranslation('profile');
  const breaches = useMemo(() => (isFinished && rules?.length ? standingRuleBreaches(rules, text) : []), [isFinished, rules, text]);
  if (breaches.length === 0) return null;
  const title = t(variant === 'coach' ? 'standingRules.breach.coachTitle' : 'standingRules.breach.title');
  return (
    <section aria-label={title} className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-6">
        {breaches.map((breach) => (
          <li key={breach.rule} className="break-words">
            {breach.check.kind === 'banned-phrase'
              ? t('standingRules.breach.phrase', { rule: breach.rule, phrase: breach.check.phrase })
              : t('standingRules.breach.length', { rule: breach.rule, words: breach.words, max: breach.check.words })}
          </li>
        ))}
      </ul>
    </section>
  );
}
