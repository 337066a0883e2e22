// "Paste a job": a link plus the page's text or HTML source, read in the browser (nothing is fetched from the link) by
// the same reader as the browser extension; the result fills the new-application drawer. When the text names no
// company or title, the dialog says so beside those two fields for the person to type them. A chunk of its own, with
// the reader, loaded when the person opens it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import type { Application } from '@/data/applications/types';
import { offerWithLocation } from '@/lib/job-posting/application-offer';
import { cleanJobLink } from '@/lib/job-posting/job-link';
import { JOB_POSTING_LIMITS, readPastedPage } from '@/lib/job-posting/read-job-posting';
import { toast } from '@/lib/toast';
import type { PastedJob } from '../utils/pasted-job';
import { pasteJobSchema, type PasteJobValues } from '../utils/paste-job-schema';

interface PasteJobDialogProps {
  applications: Application[] | undefined;
  onClose: () => void;
  onRead: (job: PastedJob) => void;
}

/** Which of company and title the text did not give, in the words of the note beside them. */
function missingNote(job: PastedJob): 'bothMissing' | 'companyMissing' | 'titleMissing' | null {
  if (!job.company_name && !job.job_title) return 'bothMissing';
  if (!job.company_name) return 'companyMissing';
  return job.job_title ? null : 'titleMissing';
}

export function PasteJobDialog({ applications, onClose, onRead }: PasteJobDialogProps) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const form = useForm<PasteJobValues>({ resolver: zodResolver(pasteJobSchema), defaultValues: { link: '', page: '' } });
  const { errors } = form.formState;
  const [isNotFound, setIsNotFound] = useState(false);
  /** A reading that lacks the company or the title: the person types them here before the drawer opens. */
  const [incomplete, setIncomplete] = useState<PastedJob | null>(null);

  const handleSubmit = form.handleSubmit(({ link, page }) => {
    const reading = readPastedPage(page, link);
    setIsNotFound(!reading.isFound);
    if (!reading.isFound) return;
    const posting = { ...reading.posting, link: reading.posting.link || cleanJobLink(link, link) };
    const saved = applications?.find((application) => application.job_link && cleanJobLink(application.job_link, application.job_link) === posting.link);
    if (saved) {
      toast.success(t('paste.alreadySaved', { company: saved.company_name, title: saved.job_title }));
      onClose();
      void navigate(paths.application.href(saved.id));
      return;
    }
    if (posting.isOfferCut) toast.success(t('paste.offerCut', { limit: JOB_POSTING_LIMITS.offerText.toLocaleString() }));
    const job = {
      company_name: posting.company,
      job_title: posting.title,
      job_link: posting.link,
      job_offer_content: offerWithLocation(posting.offerText, posting.location, (location) => t('paste.locationLine', { location })),
    };
    if (missingNote(job)) setIncomplete(job);
    else onRead(job);
  });

  if (incomplete) {
    return (
      <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={t('paste.title')} description={t('paste.checkDescription')} className="max-w-xl">
        <IncompleteJobForm job={incomplete} onBack={() => setIncomplete(null)} onRead={onRead} />
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={t('paste.title')} description={t('paste.description')} className="max-w-xl">
      <form noValidate onSubmit={handleSubmit} onChange={() => setIsNotFound(false)} className="space-y-4">
        <InputField label={t('paste.link')} type="url" required maxLength={JOB_POSTING_LIMITS.link} error={errors.link?.message} {...form.register('link')} />
        <TextareaField label={t('paste.page')} hint={t('paste.pageHint')} required rows={8} error={errors.page?.message} {...form.register('page')} />
        {isNotFound && <ErrorAlert>{t('paste.notFound')}</ErrorAlert>}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t('cancel')}</Button>
          </DialogClose>
          <Button type="submit">{t('paste.read')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The company and title the text did not give, typed by the person, with a note saying which were not found. */
function IncompleteJobForm({ job, onBack, onRead }: { job: PastedJob; onBack: () => void; onRead: (job: PastedJob) => void }) {
  const { t } = useTranslation('applications');
  const [company, setCompany] = useState(job.company_name);
  const [title, setTitle] = useState(job.job_title);
  const note = missingNote(job);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onRead({ ...job, company_name: company.trim(), job_title: title.trim() });
      }}
    >
      {note && (
        <p id="paste-missing-note" role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t(`paste.${note}`)}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('form.company')}
          placeholder={t('form.companyPlaceholder')}
          maxLength={JOB_POSTING_LIMITS.company}
          value={company}
          onChange={(event) => setCompany(event.target.value)}
          aria-describedby={job.company_name ? undefined : 'paste-missing-note'}
          autoFocus={!job.company_name}
        />
        <InputField
          label={t('form.jobTitle')}
          placeholder={t('form.jobTitlePlaceholder')}
          maxLength={JOB_POSTING_LIMITS.title}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          aria-describedby={job.job_title ? undefined : 'paste-missing-note'}
          autoFocus={Boolean(job.company_name) && !job.job_title}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t('paste.back')}
        </Button>
        <Button type="submit">{t('paste.read')}</Button>
      </div>
    </form>
  );
}
