// What a live feature says about the plan in force (ai_credits() names it): the free plan's monthly questions, or
// that a paid plan has no limit, in the UI language. Copy only; the gateway counts.
import { t } from 'i18next';
import { FREE_MONTHLY_QUESTIONS } from '@/config/constants';
import type { Credits } from './get-credits';

const PAID_PLANS: Record<string, string> = { plus: 'Plus', flash: 'Flash' };

/** `action` is what uses a question, e.g. "each answer" or "each answered question". */
export function planNote(credits: Credits | null | undefined, action: string): string {
  const paidPlan = credits ? PAID_PLANS[credits.plan_type] : undefined;
  if (paidPlan) return t('applications:liveSession.planPaid', { plan: paidPlan });
  const limit = credits?.monthly_limit ?? FREE_MONTHLY_QUESTIONS;
  return t('applications:liveSession.planFree', { action, limit });
}
