// A saved analysis, read as a to-do list for the interview: fit from the marks, what to work on, evidence, questions.
import { ArrowRight, CircleCheck, CircleDashed, CircleX, Lightbulb, MessagesSquare, Tag, Target } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import type { Requirement, RequirementMark } from '@/data/analyses/analysis-schema';
import { deriveFit, type FitLabel } from '@shared/derive-fit.ts';
import type { Analysis } from '@/data/analyses/types';
import { formatDate } from '@/i18n/format';
import { coachPracticeHref } from '../utils/coach-link';

const ANALYZED_AT: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

const MARKS: Record<RequirementMark, { icon: LucideIcon; badge: string }> = {
  met: { icon: CircleCheck, badge: 'bg-green-50 text-green-800 ring-green-600/30' },
  partly_met: { icon: CircleDashed, badge: 'bg-amber-50 text-amber-900 ring-amber-600/30' },
  missing: { icon: CircleX, badge: 'bg-red-50 text-red-800 ring-red-600/30' },
};

const FIT_STYLES: Record<FitLabel, { text: string; bar: string }> = {
  'Strong fit': { text: 'text-green-800', bar: 'bg-green-600' },
  'Good fit': { text: 'text-brand-700', bar: 'bg-brand-600' },
  'Partial fit': { text: 'text-amber-800', bar: 'bg-amber-500' },
  'Weak fit': { text: 'text-red-800', bar: 'bg-red-600' },
};

function MarkBadge({ mark }: { mark: RequirementMark }) {
  const { t } = useTranslation('analyzer');
  const { icon: Icon, badge } = MARKS[mark];
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', badge)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`report.marks.${mark}`)}
    </span>
  );
}

function SectionHeading({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
      <Icon aria-hidden="true" className="size-4 text-brand-600" />
      {children}
    </h3>
  );
}

function gapAdviceKey(requirement: Requirement) {
  return requirement.mark === 'missing' ? 'report.gapMissing' : 'report.gapPartly';
}

export function AnalysisReport({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation('analyzer');
  const { requirements, missing_keywords: keywords, talking_points: points, likely_questions: questions } = analysis.result;
  const fit = deriveFit(requirements);
  const gaps = requirements.filter((r) => r.mark !== 'met').sort((a, b) => (a.mark === b.mark ? 0 : a.mark === 'missing' ? -1 : 1));
  const style = FIT_STYLES[fit.label];

  return (
    <div className="space-y-6">
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className={cn('text-xl font-semibold', style.text)} data-testid="overall-fit">
            {t(`report.fit.${fit.label}`)} · {fit.percentage}%
          </p>
          <p className="text-sm text-slate-600">
            {t('report.analyzedOn')} <time dateTime={analysis.updated_at}>{formatDate(analysis.updated_at, ANALYZED_AT)}</time>
          </p>
        </div>
        <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200">
          <div className={cn('h-full rounded-full', style.bar)} style={{ width: `${fit.percentage}%` }} />
        </div>
        <p className="mt-2 text-sm text-slate-700">
          {t('report.counts', { met: fit.counts.met, partlyMet: fit.counts.partly_met, missing: fit.counts.missing })}
        </p>
      </div>

      {gaps.length > 0 && (
        <section aria-labelledby="analysis-gaps-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h3 id="analysis-gaps-heading" className="flex items-center gap-2 text-base font-semibold text-amber-950">
            <Target aria-hidden="true" className="size-4" />
            {t('report.gapsTitle')}
          </h3>
          <ul className="mt-2 space-y-2 text-sm text-amber-950">
            {gaps.map((requirement, index) => (
              <li key={`${index}-${requirement.requirement}`}>
                <span className="font-semibold">{requirement.requirement}</span>
                {requirement.importance === 'must_have' && <span className="font-normal">{t('report.mustHaveNote')}</span>}: {t(gapAdviceKey(requirement))}
              </li>
            ))}
          </ul>
          {keywords.length > 0 && <p className="mt-2 text-sm text-amber-950">{t('report.useKeywords', { keywords: keywords.join(', ') })}</p>}
        </section>
      )}

      <section aria-labelledby="analysis-requirements-heading">
        <h3 id="analysis-requirements-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <CircleCheck aria-hidden="true" className="size-4 text-brand-600" />
          {t('report.requirementsTitle')}
        </h3>
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={t('report.requirements')}>
          {requirements.map((requirement, index) => (
            <li key={`${index}-${requirement.requirement}`} className="space-y-2 p-4">
              <div className="flex flex-wrap items-start gap-2">
                <MarkBadge mark={requirement.mark} />
                {/* On a phone the requirement takes its own line under the mark and its importance (squeezed between
                    them it read about one word per line); from sm up the three share one row. */}
                <p className="order-last min-w-0 flex-1 basis-full font-medium text-slate-900 sm:order-none sm:basis-0">{requirement.requirement}</p>
                <span className="text-xs font-medium whitespace-nowrap text-slate-600">
                  {requirement.importance === 'must_have' ? t('report.mustHave') : t('report.niceToHave')}
                </span>
              </div>
              {requirement.evidence ? (
                <figure className="border-l-4 border-slate-300 pl-3">
                  <figcaption className="text-xs font-medium text-slate-600">{t(`report.sources.${requirement.source}`)}</figcaption>
                  <blockquote className="text-sm text-slate-800 before:content-[open-quote] after:content-[close-quote]">{requirement.evidence}</blockquote>
                </figure>
              ) : (
                <p className="text-sm text-slate-600">{t('report.noEvidence')}</p>
              )}
            </li>
          ))}
        </ul>
      </section>

      {keywords.length > 0 && (
        <section>
          <SectionHeading icon={Tag}>{t('report.keywordsTitle')}</SectionHeading>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('report.keywords')}>
            {keywords.map((keyword) => (
              <li key={keyword} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {keyword}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section>
        <SectionHeading icon={Lightbulb}>{t('report.talkingPoints')}</SectionHeading>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
          {points.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ol>
      </section>

      <section>
        <SectionHeading icon={MessagesSquare}>{t('report.questions')}</SectionHeading>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
          {questions.map((question, index) => (
            <li key={index}>{question}</li>
          ))}
        </ol>
        <Link
          to={coachPracticeHref(analysis.application_id)}
          className="mt-3 inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('report.practise')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </div>
  );
}
