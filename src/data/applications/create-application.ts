// Creates an application: uploads the resume first, inserts the row, and removes the file again if the insert fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { removeResume, uploadResume } from '@/data/resumes/upload-resume';
import { applicationFormSchema, toApplicationRow, type ApplicationFormValues } from './application-schema';
import { DataError } from './database-error';
import { applicationKeys } from './keys';
import type { Application } from './types';

async function createApplication(values: ApplicationFormValues): Promise<Application> {
  const parsed = applicationFormSchema.parse(values);
  const resume = parsed.resume ? await uploadResume(parsed.resume) : null;
  const row = { ...toApplicationRow(parsed), resume_file: resume?.path ?? null, resume_name: resume?.name ?? null };
  const { data, error } = await supabase.from('applications').insert(row).select().single();
  if (error) {
    if (resume) await removeResume(resume.path).catch(() => undefined);
    throw new DataError(error, 'The application could not be saved.');
  }
  return data;
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: applicationKeys.all })),
  });
}
