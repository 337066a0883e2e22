// "Paste a job": a link plus the page's text or HTML source, read in the browser (nothing is fetched from the link) by
// the same reader as the browser extension; the result fills the new-application drawer. A chunk of its own, with the
// reader, loaded when the person opens it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { isHttpUrl } from '@/data/applications/application-values';
import type { Application } from '@/data/applications/types';
import { offerWithLocation } from '@/lib/job-posting/application-offer';
import { cleanJobLink } from '@/lib/job-posting/job-link';
import { JOB_POSTING_LIMITS, readPastedPage, type JobPosting } from '@/lib/job-posting/read-job-posting';
import { toast } from '@/lib/toast';
import type { PastedJob } from '../utils/pasted-job';

interface PasteJobDialogProps {
  applications: Application[] | undefined;
  onClose: () => void;
  onRead: (job: PastedJob) => void;
}

const PAGE_SOURCE_LIMIT = 5_000_000;

export function PasteJobDialog({ applications, onClose, onRead }: PasteJobDialogProps) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [page, setPage] = useState('');
  const [problem, setProblem] = useState<{ field: 'link' | 'page' | 'form'; message: string } | null>(null);

  function findSaved(posting: JobPosting): Application | undefined {
    return applications?.find((application) => application.job_link && cleanJobLink(application.job_link, application.job_link) === posting.link);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const pastedLink = link.trim();
    if (!isHttpUrl(pastedLink)) return setProblem({ field: 'link', message: t('paste.linkInvalid') });
    if (page.trim() === '') return setProblem({ field: 'page', message: t('paste.pageRequired') });
    if (page.length > PAGE_SOURCE_LIMIT) return setProblem({ field: 'page', message: t('paste.pageTooLong') });
    const reading = readPastedPage(page, pastedLink);
    if (!reading.isFound) return setProblem({ field: 'form', message: t('paste.notFound') });
    const posting = { ...reading.posting, link: reading.posting.link || cleanJobLink(pastedLink, pastedLink) };
    const saved = findSaved(posting);
    if (saved) {
      toast.success(t('paste.alreadySaved', { company: saved.company_name, title: saved.job_title }));
      onClose();
      void navigate(paths.application.href(saved.id));
      return;
    }
    if (posting.isOfferCut) toast.success(t('paste.offerCut', { limit: JOB_POSTING_LIMITS.offerText.toLocaleString() }));
    onRead({
      company_name: posting.company,
      job_title: posting.title,
      job_link: posting.link,
      job_offer_content: offerWithLocation(posting.offerText, posting.location, (location) => t('paste.locationLine', { location })),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('paste.title')}
      description={t('paste.description')}
      className="max-w-xl"
    >
      <form id="paste-job-form" noValidate onSubmit={handleSubmit} className="space-y-4">
        <InputField
          label={t('paste.link')}
          type="url"
          required
          maxLength={JOB_POSTING_LIMITS.link}
          value={link}
          onChange={(event) => (setLink(event.target.value), setProblem(null))}
          error={problem?.field === 'link' ? problem.message : undefined}
        />
        <TextareaField
          label={t('paste.page')}
          hint={t('paste.pageHint')}
          required
          rows={8}
          value={page}
          onChange={(event) => (setPage(event.target.value), setProblem(null))}
          error={problem?.field === 'page' ? problem.message : undefined}
        />
        {problem?.field === 'form' && <ErrorAlert>{problem.message}</ErrorAlert>}
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
