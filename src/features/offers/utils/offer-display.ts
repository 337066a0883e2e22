// How the offer stage shows money and deadlines: amounts in the offer's currency in the reader's formats (€62,000 in
// English, 62 000 € in French), whole units; a deadline as a countdown in calendar days.
import { t } from 'i18next';
import { daysUntil, localToday } from '@shared/offer-compensation.ts';
import { paths } from '@/config/paths';
import { applicationSessionId } from '@/data/live-sessions/session-id';
import type { OfferWithApplication } from '@/data/offers/types';
import { formatDate, formatNumber } from '@/i18n/format';

export function formatMoney(amount: number, currency: string): string {
  return formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
}

function calendarDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return formatDate(new Date(year, month - 1, day), { dateStyle: 'medium' });
}

/** "Deadline in 3 days (Dec 1, 2026)", "Deadline today (…)", "Deadline passed 2 days ago (…)". */
export function deadlineText(deadline: string, today: string = localToday()): string {
  const days = daysUntil(deadline, today);
  const date = calendarDate(deadline);
  if (days === 0) return t('application-detail:offers.deadline.today', { date });
  return days > 0
    ? t('application-detail:offers.deadline.future', { count: days, date })
    : t('application-detail:offers.deadline.past', { count: -days, date });
}

/** "Acme — First offer", or "Acme" alone. */
export function offerName(offer: Pick<OfferWithApplication, 'label' | 'application'>): string {
  const company = offer.application?.company_name ?? t('application-detail:offers.untitled');
  return offer.label.trim() ? `${company} — ${offer.label.trim()}` : company;
}

/** The Coach, as the recruiter of this offer (its first question request names the offer). */
export function rehearseHref(applicationId: string, offerId: string): string {
  const query = new URLSearchParams({ session: applicationSessionId(applicationId), practice: 'negotiation', offer: offerId });
  return `${paths.coach.href()}?${query.toString()}`;
}
