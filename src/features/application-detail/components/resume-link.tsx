// The resume used for the application: a signed link to the private file, or 'No resume uploaded'.
import { FileText } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useResumeUrl } from '@/data/resumes/get-resume-url';

export function ResumeLink({ path, name }: { path: string | null; name: string | null }) {
  const urlQuery = useResumeUrl(path);
  if (!path) return <span className="text-slate-500">No resume uploaded</span>;
  if (urlQuery.isPending) return <Spinner label="Preparing the resume link" />;
  if (urlQuery.isError) {
    return (
      <span className="text-red-700">
        {urlQuery.error.message}{' '}
        <button type="button" className="underline focus-visible:outline-2 focus-visible:outline-brand-600" onClick={() => void urlQuery.refetch()}>
          Try again
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
      {name ?? 'Resume.pdf'}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
