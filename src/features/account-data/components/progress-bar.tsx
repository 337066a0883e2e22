// A labelled progress bar (role=progressbar with aria-valuenow), for long exports and imports.
import { useTranslation } from 'react-i18next';
import type { Progress } from '@/data/account-data/format';

export function ProgressBar({ label, progress }: { label: string; progress: Progress | null }) {
  const { t } = useTranslation('profile');
  const starting = t('data.starting');
  const total = Math.max(progress?.total ?? 1, 1);
  const done = Math.min(progress?.done ?? 0, total);
  const percent = Math.round((done / total) * 100);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${progress?.label ?? starting}`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-600" aria-live="polite">
        {percent}% · {progress?.label ?? starting}
      </p>
    </div>
  );
}
