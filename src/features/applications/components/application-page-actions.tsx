// Edit and Delete on an application's own page: the dashboard's drawer (its draft kept across reloads) and delete
// dialog; once deleted, back to the dashboard.
import { Pencil, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Application } from '@/data/applications/types';
import { useApplicationDrawer } from '../hooks/use-application-drawer';
import type { ApplicationDraft } from '../utils/application-draft';
import { ApplicationDrawer } from './application-drawer';
import { DeleteApplicationDialog } from './delete-application-dialog';
import { describeApplication } from './application-row-actions';

export function ApplicationPageActions({ application }: { application: Application }) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const isThisEdit = useCallback((draft: ApplicationDraft) => draft.mode === 'edit' && draft.applicationId === application.id, [application.id]);
  const drawer = useApplicationDrawer(isThisEdit);
  const [isDeleting, setIsDeleting] = useState(false);
  const name = describeApplication(application);

  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" aria-label={t('rowActions.editLabel', { name })} onClick={() => drawer.openEdit(application)}>
        <Pencil aria-hidden="true" className="size-4" /> {t('rowActions.edit')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('rowActions.deleteLabel', { name })}
        className="text-red-700 hover:bg-red-50"
        onClick={() => setIsDeleting(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" /> {t('rowActions.delete')}
      </Button>
      {drawer.draft && (
        <ApplicationDrawer
          draft={drawer.draft}
          revision={drawer.revision}
          application={application}
          onClose={drawer.close}
          onTabChange={drawer.setActiveTab}
          onValuesChange={drawer.saveValues}
        />
      )}
      <DeleteApplicationDialog
        application={isDeleting ? application : null}
        onClose={() => setIsDeleting(false)}
        onDeleted={() => void navigate(paths.dashboard.href(), { replace: true })}
      />
    </div>
  );
}
