// Notes tab: free text for this session, saved on each change ('Saving...', then 'Saved').
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionNote } from '@/data/user-notes/get-session-note';
import { USER_NOTE_MAX_CHARS } from '@/data/user-notes/types';
import { useNoteAutosave } from '@/features/copilot/hooks/use-note-autosave';

function NotesEditor({ userId, sessionId, initialText }: { userId: string; sessionId: string; initialText: string }) {
  const { t } = useTranslation('copilot');
  const id = useId();
  const { text, change, saveState, saveError, retry } = useNoteAutosave({ userId, sessionId, initialText });
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-semibold text-slate-700">
          {t('notes.label')}
        </label>
        <p role="status" className="text-xs text-slate-600">
          {saveState === 'saving' ? t('notes.saving') : saveState === 'saved' ? t('notes.saved') : ''}
        </p>
      </div>
      <textarea
        id={id}
        value={text}
        maxLength={USER_NOTE_MAX_CHARS}
        onChange={(event) => change(event.target.value)}
        placeholder={t('notes.placeholder')}
        className="block min-h-64 w-full flex-1 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
      />
      {saveState === 'error' && saveError && (
        <ErrorAlert title={t('notes.notSaved')}>
          <p>{t('notes.notSavedDetail', { message: saveError })}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
            <RotateCcw aria-hidden="true" className="size-4" /> {t('notes.retry')}
          </Button>
        </ErrorAlert>
      )}
    </div>
  );
}

export function NotesTab({ userId, sessionId }: { userId: string; sessionId: string }) {
  const { t } = useTranslation('copilot');
  const note = useSessionNote(sessionId);
  if (note.isPending) return <Skeleton className="h-64 w-full" />;
  if (note.isError) {
    return (
      <ErrorAlert title={t('notes.loadError')}>
        <p>{note.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void note.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" /> {t('notes.tryAgain')}
        </Button>
      </ErrorAlert>
    );
  }
  return <NotesEditor key={sessionId} userId={userId} sessionId={sessionId} initialText={note.data?.content ?? ''} />;
}
