// Notes saved on change through a NoteSaver: 'Saving...' while a save is due, 'Saved' after, the error and a
// retry when it fails (the text stays in the box).
import { useEffect, useState } from 'react';
import { useSaveSessionNote } from '@/data/user-notes/save-session-note';
import { NoteSaver, type NoteSaveState } from '@/features/copilot/utils/note-saver';

export function useNoteAutosave({ userId, sessionId, initialText }: { userId: string; sessionId: string; initialText: string }) {
  const [text, setText] = useState(initialText);
  const [status, setStatus] = useState<{ state: NoteSaveState; error: string | null }>({ state: 'idle', error: null });
  const { mutateAsync } = useSaveSessionNote();
  const [saver] = useState(
    () =>
      new NoteSaver(initialText, { save: (content) => mutateAsync({ userId, sessionId, content }), onState: (state, error) => setStatus({ state, error }) }),
  );
  useEffect(() => {
    saver.attach();
    return () => saver.dispose();
  }, [saver]);

  return {
    text,
    change: (value: string) => {
      setText(value);
      saver.change(value);
    },
    saveState: status.state,
    saveError: status.error,
    retry: () => void saver.flush(),
  };
}
