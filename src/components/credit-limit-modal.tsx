// The credit-limit modal (docs/product.md#credit-limit-modal): a free plan has no questions left this month
// (Copilot, Coach). "Maybe Later" only closes it: a live session goes on.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FREE_MONTHLY_QUESTIONS } from '@/config/constants';
import { paths } from '@/config/paths';

export interface CreditLimitModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The free plan's monthly questions as ai_credits() counts them. */
  monthlyLimit?: number;
}

export function CreditLimitModal({ open, onOpenChange, monthlyLimit = FREE_MONTHLY_QUESTIONS }: CreditLimitModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('creditLimit.title')}
      description={t('creditLimit.description', { count: monthlyLimit })}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('creditLimit.later')}
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              navigate(paths.subscription.href());
            }}
          >
            {t('creditLimit.upgrade')}
          </Button>
        </>
      }
    />
  );
}
