// What an import will add and change, asked before anything is uploaded: "Import" goes ahead, "Cancel" drops the file.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { IMPORTED_TABLES } from '@/data/account-data/format';
import type { ImportCandidate } from '@/data/account-data/use-account-transfer';
import type { ImportChange } from '@/data/account-data/preview-import';

function ChangeLine({ change }: { change: ImportChange }) {
  const { t } = useTranslation('profile');
  if (change.kind === 'firstName') return <li>{t('importPreview.firstName', { from: change.from || '—', to: change.to })}</li>;
  if (change.kind === 'photo') return <li>{t(`importPreview.photo.${change.change}`)}</li>;
  return <li>{t('importPreview.settings', { settings: change.settings.map((setting) => t(`importPreview.setting.${setting}`)).join(', ') })}</li>;
}

export function ImportPreview({ candidate, onConfirm, onCancel }: { candidate: ImportCandidate; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const { preview } = candidate;
  const added = IMPORTED_TABLES.filter((table) => preview.rows[table] > 0).map((table) => t(`importPreview.table.${table}`, { count: preview.rows[table] }));
  if (preview.files > 0) added.push(t('importPreview.files', { count: preview.files }));

  return (
    <section aria-labelledby="import-preview-heading" className="rounded-lg border border-brand-200 bg-brand-50/40 p-3 text-sm text-slate-700">
      <h4 id="import-preview-heading" className="font-semibold break-all text-slate-900">
        {t('importPreview.title', { file: candidate.fileName })}
      </h4>
      <p className="mt-1">{added.length > 0 ? t('importPreview.adds', { items: added.join(', ') }) : t('importPreview.addsNothing')}</p>
      {preview.changes.length > 0 ? (
        <>
          <p className="mt-2 font-medium text-slate-900">{t('importPreview.changes')}</p>
          <ul className="mt-1 list-disc pl-5">
            {preview.changes.map((change) => (
              <ChangeLine key={change.kind} change={change} />
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">{t('importPreview.changesNothing')}</p>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button onClick={onConfirm}>{t('importPreview.confirm')}</Button>
      </div>
    </section>
  );
}
