// Choose what the session is about (an application, one of its interviews, or demo mode) and start it.
// Shared by the Copilot and the Coach: the options come from useSessionSubject.
import { Mic, RotateCcw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';

type OptionGroup = 'upcoming' | 'application' | 'past' | 'demo';
const GROUP_ORDER: readonly OptionGroup[] = ['upcoming', 'application', 'past', 'demo'];

/** What useSessionSubject gives: the options (value = session id) and their loading state. */
interface SelectableSubject {
  options: ReadonlyArray<{ value: string; label: string; type: 'application' | 'interview' | 'demo'; group: OptionGroup }>;
  isPending: boolean;
  error: Error | null;
  retry: () => void;
  sessionId: string;
}

export interface SessionSelectorProps {
  subject: SelectableSubject;
  onChange: (sessionId: string) => void;
  onStart: () => void;
  isConnecting: boolean;
  /** v3: Start Session stays disabled until something is selected. */
  requiresSelection: boolean;
  /** The Start Session button's text while starting (default 'Connecting…'; the Coach says 'Starting…'). */
  pendingLabel?: string;
  description?: string;
  /** The plan in force (planNote). */
  footnote: string;
  /** Beside Start (e.g. Check hearing). */
  actions?: ReactNode;
  /** False when the session could not run (the Coach with no question left says why above). */
  canStart?: boolean;
}

export function SessionSelector({
  subject,
  onChange,
  onStart,
  isConnecting,
  requiresSelection,
  pendingLabel,
  description,
  footnote,
  actions,
  canStart = true,
}: SessionSelectorProps) {
  const { t } = useTranslation('applications');
  const { options, isPending, error: loadError, retry: onRetry, sessionId: value } = subject;
  const selectId = useId();
  const hasApplications = options.some((option) => option.type !== 'demo');

  return (
    <section aria-labelledby={`${selectId}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${selectId}-heading`} className="text-base font-semibold text-slate-900">
        {t('liveSession.startTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description ?? t('liveSession.defaultDescription')}</p>
      {loadError && (
        <ErrorAlert title={t('liveSession.loadError')} className="mt-4">
          <p>{t('liveSession.demoStillAvailable', { message: loadError.message })}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" /> {t('liveSession.tryAgain')}
          </Button>
        </ErrorAlert>
      )}
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onStart();
        }}
      >
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
            {t('liveSession.subject')}
          </label>
          {isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : (
            <select
              id={selectId}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-500"
            >
              <option value="" disabled>
                {t('liveSession.placeholder')}
              </option>
              {GROUP_ORDER.map((group) => {
                const members = options.filter((option) => option.group === group);
                if (members.length === 0) return null;
                return (
                  <optgroup key={group} label={t(`liveSession.groups.${group}`)}>
                    {members.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </select>
          )}
        </div>
        {actions}
        <Button
          type="submit"
          size="lg"
          isPending={isConnecting}
          pendingLabel={pendingLabel ?? t('liveSession.connecting')}
          disabled={isPending || (requiresSelection && !value) || !canStart}
        >
          <Mic aria-hidden="true" className="size-4" /> {t('liveSession.start')}
        </Button>
      </form>
      {!isPending && !loadError && !hasApplications && <p className="mt-3 text-sm text-slate-600">{t('liveSession.noApplications')}</p>}
      <p className="mt-3 text-xs text-slate-500">{footnote}</p>
    </section>
  );
}
