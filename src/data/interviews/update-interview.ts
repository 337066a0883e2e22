// Updates an interview in place: its id stays, so its Copilot history (`int_<id>`) and its debrief stay with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { applicationKeys } from '@/data/applications/keys';
import { toInterviewRow, type InterviewFormValues } from './interview-schema';
import { interviewKeys } from './keys';
import type { Interview } from './types';

interface UpdateInterviewInput {
  id: string;
  applicationId: string;
  values: InterviewFormValues;
}

async function updateInterview({ id, applicationId, values }: UpdateInterviewInput): Promise<Interview> {
  const { application_id: _applicationId, ...row } = toInterviewRow(applicationId, values);
  const { data, error } = await supabase.from('interviews').update(row).eq('id', id).select().single();
  if (error) throw new DataError(error, 'The interview could not be saved.');
  return data;
}

export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInterview,
    onSettled: (_data, error, { applicationId }) =>
      refreshAfterMutation(error, () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: interviewKeys.byApplication(applicationId) }),
          queryClient.invalidateQueries({ queryKey: applicationKeys.lists() }),
        ]),
      ),
  });
}
