// A read-only application status badge in the status colours (docs/product.md#application-status).
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, type ApplicationStatus } from '@/config/constants';
import { cn } from '@/lib/cn';

export function statusClasses(status: ApplicationStatus): string {
  const colors = STATUS_COLORS[status];
  return cn(colors.background, colors.text);
}

export function StatusDot({ status }: { status: ApplicationStatus }) {
  return <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', STATUS_COLORS[status].dot)} />;
}

/** The status's label in the person's language; `data-status` keeps the stored value. */
export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  const { t } = useTranslation('applications');
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium', statusClasses(status), className)}
    >
      <StatusDot status={status} />
      {t(`status.${status}`)}
    </span>
  );
}
