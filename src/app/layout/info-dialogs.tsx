// Honest explanation for the sidebar entry whose action the product does not offer yet (free credits).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { FREE_MONTHLY_QUESTIONS } from '@/config/constants';
import { paths } from '@/config/paths';

export function FreeCreditsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('freeCredits.title')}
      description={t('freeCredits.description', { count: FREE_MONTHLY_QUESTIONS })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('close')}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Link
              to={paths.subscription.href()}
              className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
            >
              {t('freeCredits.seePlans')}
            </Link>
          </DialogClose>
        </>
      }
    >
      <p className="text-sm text-slate-700">{t('freeCredits.body')}</p>
    </Dialog>
  );
}
