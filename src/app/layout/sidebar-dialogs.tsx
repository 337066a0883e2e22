// The sidebar's dialogs (Settings, Get Free credits, Help Center): a chunk of their own, loaded the first time the
// person reaches for one (hover, focus or click), so the settings form stays out of every page's first download.
import { YourDataSection } from '@/features/account-data/components/your-data-section';
import { ProfileSettingsDialog } from '@/features/profile/components/profile-settings-dialog';
import { HelpCenterDialog } from '@/app/layout/help-center-dialog';
import { FreeCreditsDialog } from '@/app/layout/info-dialogs';

export type SidebarDialogName = 'settings' | 'credits' | 'help';

export default function SidebarDialogs({
  openDialog,
  onOpenDialogChange,
}: {
  openDialog: SidebarDialogName | null;
  onOpenDialogChange: (name: SidebarDialogName | null) => void;
}) {
  const dialogProps = (name: SidebarDialogName) => ({
    open: openDialog === name,
    onOpenChange: (open: boolean) => onOpenDialogChange(open ? name : null),
  });
  return (
    <>
      <ProfileSettingsDialog {...dialogProps('settings')} dataSection={<YourDataSection />} />
      <FreeCreditsDialog {...dialogProps('credits')} />
      <HelpCenterDialog {...dialogProps('help')} />
    </>
  );
}
