// The clickable status chip: a menu of all six statuses with the current one ticked; the change is optimistic.
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '@/components/ui/menu';
import { StatusDot, statusClasses } from '@/components/ui/status-badge';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/config/constants';
import { useUpdateApplicationStatus } from '@/data/applications/update-application-status';
import { cn } from '@/lib/cn';

export function StatusChipMenu({ applicationId, status, label }: { applicationId: string; status: ApplicationStatus; label: string }) {
  const { t } = useTranslation('applications');
  const updateStatus = useUpdateApplicationStatus();

  function handleChange(next: string) {
    if (next === status) return;
    updateStatus.mutate(
      { id: applicationId, status: next as ApplicationStatus },
      { onError: (error) => toast.error(t('statusMenu.notChanged', { message: error.message })) },
    );
  }

  return (
    <Menu>
      <MenuTrigger
        aria-label={t('statusMenu.trigger', { name: label, status: t(`status.${status}`) })}
        className={cn(
          'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-medium',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 hover:brightness-95',
          statusClasses(status),
        )}
        data-status={status}
      >
        <StatusDot status={status} />
        {t(`status.${status}`)}
        <ChevronDown aria-hidden="true" className="size-3.5 opacity-70" />
      </MenuTrigger>
      <MenuContent aria-label={t('statusMenu.title')}>
        <MenuLabel>{t('statusMenu.title')}</MenuLabel>
        <MenuRadioGroup value={status} onValueChange={handleChange}>
          {APPLICATION_STATUSES.map((option) => (
            <MenuRadioItem key={option} value={option}>
              <StatusDot status={option} />
              {t(`status.${option}`)}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}
