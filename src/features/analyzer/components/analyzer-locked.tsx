// What a free user sees instead of Analyze fit: what it would give, and the way to the plans.
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ANALYZER_TEXTS } from '../utils/analyzer-texts';

export const ANALYZER_BENEFITS = [
  'Each requirement of the job marked met, partly met or missing, with the line of your resume or experience it rests on',
  'An overall fit computed from those marks, and what to work on first',
  'Keywords your resume lacks',
  'Three talking points and the interview questions you are most likely to face, ready to practise in the Coach',
] as const;

export function AnalyzerLocked() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <Lock aria-hidden="true" className="size-4 text-slate-600" />
        {ANALYZER_TEXTS.planRequired}
      </p>
      <p className="mt-1 text-sm text-slate-700">Analyze fit compares this job offer with your resume and experiences and gives you:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {ANALYZER_BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <Link
        to={paths.subscription.href()}
        className="mt-4 inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        See plans
      </Link>
    </div>
  );
}
