// Saves what the person checked in the popup as a new application (status Saved, today's date, the source its link
// says), unless an
// application with the same job link is already there: then that one is returned and nothing is written.
import { todayIsoDate } from '@/data/applications/application-values';
import { sourceOfJobLink } from '@/lib/job-posting/application-source';
import { offerWithLocation } from '@/lib/job-posting/application-offer';
import { supabase } from './supabase-client.ts';

export interface CheckedPosting {
  company: string;
  title: string;
  link: string;
  location: string;
  offerText: string;
}

export type SaveOutcome = { kind: 'saved'; id: string } | { kind: 'already-saved'; id: string; company: string; title: string };

export async function saveApplication(posting: CheckedPosting, locationLine: (location: string) => string): Promise<SaveOutcome> {
  if (posting.link) {
    const { data: existing, error } = await supabase.from('applications').select('id, company_name, job_title').eq('job_link', posting.link).limit(1);
    if (error) throw new Error(error.message);
    const [found] = existing;
    if (found) return { kind: 'already-saved', id: found.id, company: found.company_name, title: found.job_title };
  }
  const { data, error } = await supabase
    .from('applications')
    .insert({
      company_name: posting.company,
      job_title: posting.title,
      job_link: posting.link || null,
      job_offer_content: offerWithLocation(posting.offerText, posting.location, locationLine) || null,
      status: 'Saved',
      application_date: todayIsoDate(),
      // A job board's page, else the employer's (issue #42).
      source: sourceOfJobLink(posting.link),
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return { kind: 'saved', id: data.id };
}
