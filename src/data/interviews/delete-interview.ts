// Deletes one interview.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { applicationKeys } from '@/data/applications/keys';
import { interviewKeys } from './keys';

interface DeleteInterviewInput {
  id: string;
  applicationId: string;
}

async function deleteInterview({ id }: DeleteInterviewInput): Promise<void> {
  const { error } = await supabase.from('interviews').delete().eq('id', id);
  if (error) throw new DataError(error, 'The interview could not be deleted.');
}

export function useDeleteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInterview,
    onSettled: (_data, error, { applicationId }) =>
      refreshAfterMutation(error, () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: interviewKeys.byApplication(applicationId) }),
          queryClient.invalidateQueries({ queryKey: applicationKeys.lists() }),
        ]),
      ),
  });
}
