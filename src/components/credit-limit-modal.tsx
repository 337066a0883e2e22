// The credit-limit modal (spec §2): shown when a free plan has no questions left this month (Copilot, Coach).
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';

export const CREDIT_LIMIT_TEXTS = {
  title: 'Credit Limit Reached',
  description: "You've reached your monthly limit of 10 questions. Upgrade to Plus to get unlimited access to all features.",
  upgrade: 'Upgrade to Plus',
  later: 'Maybe Later',
} as const;

export interface CreditLimitModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Maybe Later' reloads the page (spec); tests replace it. */
  onLater?: () => void;
}

export function CreditLimitModal({ open, onOpenChange, onLater }: CreditLimitModalProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={CREDIT_LIMIT_TEXTS.title}
      description={CREDIT_LIMIT_TEXTS.description}
      footer={
        <>
          <Button variant="secondary" onClick={() => (onLater ? onLater() : window.location.reload())}>
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
