// Asks before leaving a live session (Coach, Copilot): the browser asks on a reload or a closed tab, this dialog on a
// move inside the app (a link, Back or Forward). Stay keeps the session; Leave ends it and goes on (useLeaveWarning).
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useLeaveWarning } from '@/hooks/use-leave-warning';

export interface LeaveWarningDialogProps {
  /** The session is live: leaving would end it. */
  isActive: boolean;
  /** What leaving loses and what stays. */
  description: string;
}

export function LeaveWarningDialog({ isActive, description }: LeaveWarningDialogProps) {
  const { t } = useTranslation('applications');
  const { isAsking, stay, leave } = useLeaveWarning(isActive);
  return (
    <Dialog
      open={isAsking}
      onOpenChange={(open) => !open && stay()}
      title={t('liveSession.leave.title')}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={stay}>
            {t('liveSession.leave.stay')}
          </Button>
          <Button variant="danger" onClick={leave}>
            {t('liveSession.leave.leave')}
          </Button>
        </>
      }
    />
  );
}
