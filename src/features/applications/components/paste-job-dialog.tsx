// "Paste a job": a link plus the page's text or HTML source, read in the browser (nothing is fetched from the link) by
// the same reader as the browser extension; the result fills the new-application drawer. A chunk of its own, with the
// reader, loaded when the person opens it.
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

export function PasteJobDialog({ applications, onClose, onRead }: PasteJobDialogProps) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const form = useForm<PasteJobValues>({ resolver: zodResolver(pasteJobSchema), defaultValues: { link: '', page: '' } });
  const { errors } = form.formState;
  const [isNotFound, setIsNotFound] = useState(false);

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
    onRead({
      company_name: posting.company,
      job_title: posting.title,
      job_link: posting.link,
      job_offer_content: offerWithLocation(posting.offerText, posting.location, (location) => t('paste.locationLine', { location })),
    });
  });

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
