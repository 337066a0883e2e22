// Remaining free AI questions this month ("7/10"), for people on the free plan, counted by the server.
import { useTranslation } from 'react-i18next';
import { FREE_MONTHLY_QUESTIONS } from '@/config/constants';
import { useCredits } from '@/data/credits/get-credits';
import { cn } from '@/lib/cn';

export function CreditsBadge({ userId, isCollapsed }: { userId: string; isCollapsed: boolean }) {
  const { t } = useTranslation();
  const credits = useCredits(userId);
  if (!credits.data || credits.data.plan_type !== 'free' || credits.data.remaining === null) return null;
  const { remaining } = credits.data;
  const limit = credits.data.monthly_limit || FREE_MONTHLY_QUESTIONS;
  return (
    <p
      data-testid="credits-badge"
      title={t('credits.title', { remaining, limit })}
      className={cn(
        'rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums',
        remaining === 0 ? 'bg-red-100 text-red-800' : 'bg-brand-50 text-brand-700',
        isCollapsed ? 'mx-auto' : '',
      )}
    >
      <span>
        {remaining}/{limit}
      </span>
      <span className={isCollapsed ? 'sr-only' : 'font-normal'}>{t('credits.left')}</span>
    </p>
  );
}
