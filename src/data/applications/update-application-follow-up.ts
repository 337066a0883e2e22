// Sets or clears the application's follow-up day ("follow up if no reply by…"); the zod schema the form validates with.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from 'i18next';
import * as z from 'zod/mini';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from './database-error';
import { applicationKeys } from './keys';
import type { Application } from './types';

export const FOLLOW_UP_MAX = '2999-12-31';

/** '' clears the reminder; a day must not be before the application date (the database checks the same). */
export function followUpFormSchema(applicationDate: string) {
  return z.object({
    follow_up_on: z.union([
      z.literal(''),
      z.iso.date({ error: () => t('application-detail:followUp.invalid') }).check(
        z.refine((value) => value >= applicationDate, { error: () => t('application-detail:followUp.beforeApplication') }),
        z.refine((value) => value <= FOLLOW_UP_MAX, { error: () => t('application-detail:followUp.invalid') }),
      ),
    ]),
  });
}

export type FollowUpFormValues = z.infer<ReturnType<typeof followUpFormSchema>>;

interface UpdateFollowUpInput {
  id: string;
  followUpOn: string | null;
}

async function updateApplicationFollowUp({ id, followUpOn }: UpdateFollowUpInput): Promise<Application> {
  const { data, error } = await supabase.from('applications').update({ follow_up_on: followUpOn }).eq('id', id).select().single();
  if (error) throw new DataError(error, 'The follow-up date could not be saved.');
  return data;
}

export function useUpdateApplicationFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationFollowUp,
    onSuccess: (application) => queryClient.setQueryData(applicationKeys.detail(application.id), application),
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: applicationKeys.all })),
  });
}
