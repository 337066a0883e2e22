// Updates an application from the edit drawer; a newly chosen resume replaces the old file once the row is saved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { removeResume, uploadResume } from '@/data/resumes/upload-resume';
import { applicationFormSchema, toApplicationRow, type ApplicationFormValues } from './application-schema';
import { DataError } from './database-error';
import { applicationKeys } from './keys';
import type { Application } from './types';

interface UpdateApplicationInput {
  id: string;
  values: ApplicationFormValues;
  previousResumeFile: string | null;
}

async function updateApplication({ id, values, previousResumeFile }: UpdateApplicationInput): Promise<Application> {
  const parsed = applicationFormSchema.parse(values);
  const resume = parsed.resume ? await uploadResume(parsed.resume) : null;
  const row = { ...toApplicationRow(parsed), ...(resume ? { resume_file: resume.path, resume_name: resume.name } : {}) };
  const { data, error } = await supabase.from('applications').update(row).eq('id', id).select().single();
  if (error) {
    if (resume) await removeResume(resume.path).catch(() => undefined);
    throw new DataError(error, 'The application could not be saved.');
  }
  if (resume && previousResumeFile) await removeResume(previousResumeFile).catch(() => undefined);
  return data;
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: applicationKeys.all })),
  });
}
