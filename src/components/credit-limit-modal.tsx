// The credit-limit modal (docs/product.md#credit-limit-modal): a free plan has no questions left this month
// (Copilot, Coach). "Maybe Later" only closes it: a live session goes on.
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FREE_MONTHLY_QUESTIONS } from '@/config/constants';
import { paths } from '@/config/paths';

const CREDIT_LIMIT_TEXTS = {
  title: 'Credit Limit Reached',
  description: (limit: number) => `You've reached your monthly limit of ${limit} questions. Upgrade to Plus to get unlimited access to all features.`,
  upgrade: 'Upgrade to Plus',
  later: 'Maybe Later',
} as const;

export interface CreditLimitModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The free plan's monthly questions as ai_credits() counts them. */
  monthlyLimit?: number;
}

export function CreditLimitModal({ open, onOpenChange, monthlyLimit = FREE_MONTHLY_QUESTIONS }: CreditLimitModalProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={CREDIT_LIMIT_TEXTS.title}
      description={CREDIT_LIMIT_TEXTS.description(monthlyLimit)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {CREDIT_LIMIT_TEXTS.later}
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              navigate(paths.subscription.href());
            }}
          >
            {CREDIT_LIMIT_TEXTS.upgrade}
          </Button>
        </>
      }
    />
  );
}
