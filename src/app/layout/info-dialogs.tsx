// Honest explanations for the sidebar entries whose action the product does not offer yet.
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { FREE_MONTHLY_QUESTIONS } from '@/config/constants';
import { paths } from '@/config/paths';

export function FreeCreditsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Free credits"
      description={`The Free plan gives you ${FREE_MONTHLY_QUESTIONS} AI questions every month; they renew on the first day of the month.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          <DialogClose asChild>
            <Link to={paths.subscription.href()} className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
              See plans
            </Link>
          </DialogClose>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        Earning extra credits (for example by inviting friends) is not available yet. For unlimited questions, Plus and Flash are on the plans page.
      </p>
    </Dialog>
  );
}

export function HelpCenterDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Help Center"
      description="The help center is not online yet. Here is the short version."
      footer={
        <DialogClose asChild>
          <Button>Got it</Button>
        </DialogClose>
      }
    >
      <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
        <li>Dashboard: add each application, then move its status along as you hear back.</li>
        <li>Experience: list past roles; the AI uses them to shape its answers.</li>
        <li>Copilot and Coach: practise and get suggested answers during interviews.</li>
        <li>Settings: your photo, name, answer length and languages.</li>
        <li>Forgot your password? Sign out, then use “Forgot password?” on the sign-in screen.</li>
      </ul>
    </Dialog>
  );
}
