// What a free user sees instead of Analyze fit: what it would give, and the way to the plans.
import { t } from 'i18next';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ANALYZER_TEXTS } from '../utils/analyzer-texts';

const BENEFIT_KEYS = ['requirements', 'fit', 'keywords', 'questions'] as const;

/** What Analyze fit gives, in the language shown when listed. */
export const ANALYZER_BENEFITS: Iterable<string> = {
  *[Symbol.iterator]() {
    for (const key of BENEFIT_KEYS) yield t(`analyzer:locked.benefits.${key}`);
  },
};

export function AnalyzerLocked() {
  const { t } = useTranslation('analyzer');
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <Lock aria-hidden="true" className="size-4 text-slate-600" />
        {ANALYZER_TEXTS.planRequired}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t('locked.intro')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {BENEFIT_KEYS.map((key) => (
          <li key={key}>{t(`locked.benefits.${key}`)}</li>
        ))}
      </ul>
      <Link
        to={paths.subscription.href()}
        className="mt-4 inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('panel.seePlans')}
      </Link>
    </div>
  );
}
