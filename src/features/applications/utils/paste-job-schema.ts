// "Paste a job"'s form: the job's link (http or https; typed without a scheme, https:// is added) and the page's text
// or HTML source, within a size a tab can parse. Messages are read when a check fails, in the language of that moment.
import { t } from 'i18next';
import * as z from 'zod/mini';
import { isHttpUrl } from '@/data/applications/application-values';
import { completeJobLink } from '@/lib/job-posting/job-link';
import { isBareLink, JOB_POSTING_LIMITS } from '@/lib/job-posting/read-job-posting';

const PAGE_SOURCE_LIMIT = 5_000_000;
const says = (key: 'linkInvalid' | 'pageRequired' | 'pageIsLink' | 'pageTooLong') => ({ error: () => t(`applications:paste.${key}`) });

export const pasteJobSchema = z.object({
  link: z.string().check(z.overwrite(completeJobLink), z.maxLength(JOB_POSTING_LIMITS.link, says('linkInvalid')), z.refine(isHttpUrl, says('linkInvalid'))),
  page: z.string().check(
    z.refine((value) => value.trim() !== '', says('pageRequired')),
    // A link alone: nothing is fetched, so the page's text or source is needed.
    z.refine((value) => !isBareLink(value), says('pageIsLink')),
    z.maxLength(PAGE_SOURCE_LIMIT, says('pageTooLong')),
  ),
});

export type PasteJobValues = z.infer<typeof pasteJobSchema>;
