// One offer of the application: its headline numbers, its deadline countdown, and what to do with it (edit, delete,
// rehearse the call with the Coach as its recruiter).
import { CalendarClock, GraduationCap, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { compensationOf } from '@shared/offer-compensation.ts';
import { Button } from '@/components/ui/button';
import type { OfferWithApplication } from '@/data/offers/types';
import { deadlineText, formatMoney, offerName, rehearseHref } from '@/features/offers/utils/offer-display';

const linkClass =
  'inline-flex min-h-8 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export interface OfferCardProps {
  offer: OfferWithApplication;
  onEdit: () => void;
  onDelete: () => void;
}

export function OfferCard({ offer, onEdit, onDelete }: OfferCardProps) {
  const { t } = useTranslation('application-detail', { keyPrefix: 'offers' });
  const name = offerName(offer);
  const compensation = compensationOf(offer);
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{offer.label.trim() || t('untitled')}</h3>
          <p className="text-sm text-slate-700">{t('perYear', { amount: formatMoney(offer.base_salary, offer.currency) })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('editLabel', { name })}>
            <Pencil aria-hidden="true" className="size-4" /> {t('edit')}
          </Button>
          <Button variant="secondary" size="sm" onClick={onDelete} aria-label={t('deleteLabel', { name })}>
            <Trash2 aria-hidden="true" className="size-4" /> {t('delete')}
          </Button>
        </div>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">{t('compare.total', { year: 1 })}</dt>
          <dd className="font-medium text-slate-900">{formatMoney(compensation.years[0].total, offer.currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('compare.firstYearCash')}</dt>
          <dd className="font-medium text-slate-900">{formatMoney(compensation.firstYearCash, offer.currency)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {offer.deadline ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-amber-800">
            <CalendarClock aria-hidden="true" className="size-4" /> {deadlineText(offer.deadline)}
          </p>
        ) : (
          <span />
        )}
        <Link to={rehearseHref(offer.application_id, offer.id)} className={linkClass} aria-label={t('rehearseLabel', { name })}>
          <GraduationCap aria-hidden="true" className="size-4" /> {t('rehearse')}
        </Link>
      </div>
    </li>
  );
}
