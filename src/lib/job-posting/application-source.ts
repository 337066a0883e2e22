// Where a job was found, read from its link (issue #42): a job board's own site, or an employer's careers page (its own
// site or the applicant tracking system that hosts it). The extension and "Paste a job" fill an application's source
// with it; the person can change it in the form. Nothing to read without a link.
import type { ApplicationSource } from '@/config/constants';

/** Sites that list other companies' jobs (their host or a parent domain). */
const JOB_BOARDS = [
  'linkedin.com',
  'indeed.com',
  'indeed.fr',
  'indeed.co.uk',
  'welcometothejungle.com',
  'glassdoor.com',
  'glassdoor.fr',
  'monster.com',
  'monster.fr',
  'ziprecruiter.com',
  'stepstone.de',
  'stepstone.fr',
  'hellowork.com',
  'apec.fr',
  'francetravail.fr',
  'pole-emploi.fr',
  'jobteaser.com',
  'wellfound.com',
  'angel.co',
  'otta.com',
  'dice.com',
  'seek.com.au',
  'reed.co.uk',
  'totaljobs.com',
  'cadremploi.fr',
  'meteojob.com',
  'talent.com',
  'simplyhired.com',
  'builtin.com',
  'remoteok.com',
  'weworkremotely.com',
  'xing.com',
  'jobs.ch',
  'infojobs.net',
] as const;

function hostOf(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase().replace(/\.$/, '') : null;
  } catch {
    return null;
  }
}

/** job_board for a job board's page, company_site for any other page (an employer's site or its tracking system), null without a link. */
export function sourceOfJobLink(link: string): ApplicationSource | null {
  const host = hostOf(link.trim());
  if (!host) return null;
  return JOB_BOARDS.some((board) => host === board || host.endsWith(`.${board}`)) ? 'job_board' : 'company_site';
}
