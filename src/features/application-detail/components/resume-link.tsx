// The resume used for the application: a signed link to the private file, or 'No resume uploaded'.
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useResumeUrl } from '@/data/resumes/get-resume-url';

export function ResumeLink({ path, name }: { path: string | null; name: string | null }) {
  const { t } = useTranslation('application-detail');
  const urlQuery = useResumeUrl(path);
  if (!path) return <span className="text-slate-500">{t('resumeLink.none')}</span>;
  if (urlQuery.isPending) return <Spinner label={t('resumeLink.preparing')} />;
  if (urlQuery.isError) {
    return (
      <span className="text-red-700">
        {urlQuery.error.message}{' '}
        <button type="button" className="underline focus-visible:outline-2 focus-visible:outline-brand-600" onClick={() => void urlQuery.refetch()}>
          {t('tryAgain')}
        </button>
      </span>
    );
  }
  return (
    <a
      href={urlQuery.data}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <FileText aria-hidden="true" className="size-4" />
      {name ?? t('resumeLink.defaultName')}
      <span className="sr-only">{t('resumeLink.newTab')}</span>
    </a>
  );
}
