// Changes only the status, optimistically: the list and the detail update at once and roll back if the save fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@/config/constants';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from './database-error';
import { applicationKeys } from './keys';
import type { Application, ApplicationWithInterviews } from './types';

interface UpdateApplicationStatusInput {
  id: string;
  status: ApplicationStatus;
}

async function updateApplicationStatus({ id, status }: UpdateApplicationStatusInput): Promise<Application> {
  const { data, error } = await supabase.from('applications').update({ status }).eq('id', id).select().single();
  if (error) throw new DataError(error, 'The status could not be changed.');
  return data;
}

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: applicationKeys.all });
      const previousList = queryClient.getQueryData<ApplicationWithInterviews[]>(applicationKeys.list());
      const previousDetail = queryClient.getQueryData<Application | null>(applicationKeys.detail(id));
      queryClient.setQueryData<ApplicationWithInterviews[]>(applicationKeys.list(), (list) =>
        list?.map((application) => (application.id === id ? { ...application, status } : application)),
      );
      if (previousDetail) queryClient.setQueryData(applicationKeys.detail(id), { ...previousDetail, status });
      return { previousList, previousDetail };
    },
    onError: (_error, { id }, context) => {
      if (context?.previousList) queryClient.setQueryData(applicationKeys.list(), context.previousList);
      if (context?.previousDetail) queryClient.setQueryData(applicationKeys.detail(id), context.previousDetail);
    },
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: applicationKeys.all })),
  });
}
