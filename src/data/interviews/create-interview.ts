// Adds an interview to an application; the dashboard's progress and next interview refresh with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { applicationKeys } from '@/data/applications/keys';
import { toInterviewRow, type InterviewFormValues } from './interview-schema';
import { interviewKeys } from './keys';
import type { Interview } from './types';

interface CreateInterviewInput {
  applicationId: string;
  values: InterviewFormValues;
}

async function createInterview({ applicationId, values }: CreateInterviewInput): Promise<Interview> {
  const { data, error } = await supabase.from('interviews').insert(toInterviewRow(applicationId, values)).select().single();
  if (error) throw new DataError(error, 'The interview could not be saved.');
  return data;
}

export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterview,
    onSettled: (_data, error, { applicationId }) =>
      refreshAfterMutation(error, () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: interviewKeys.byApplication(applicationId) }),
          queryClient.invalidateQueries({ queryKey: applicationKeys.lists() }),
        ]),
      ),
  });
}
