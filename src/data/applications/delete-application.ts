// Deletes an application (its interviews cascade) and then its resume file.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { removeResume } from '@/data/resumes/upload-resume';
import { interviewKeys } from '@/data/interviews/keys';
import { DataError } from './database-error';
import { applicationKeys } from './keys';

interface DeleteApplicationInput {
  id: string;
  resumeFile: string | null;
}

async function deleteApplication({ id, resumeFile }: DeleteApplicationInput): Promise<void> {
  const { error } = await supabase.from('applications').delete().eq('id', id);
  if (error) throw new DataError(error, 'The application could not be deleted.');
  if (resumeFile) await removeResume(resumeFile).catch(() => undefined);
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: applicationKeys.detail(id) });
      queryClient.removeQueries({ queryKey: interviewKeys.byApplication(id) });
    },
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: applicationKeys.lists() })),
  });
}
