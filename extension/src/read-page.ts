// Injected into the job page when the person opens the extension (activeTab): reads the posting with the same reader
// as the app's "Paste a job", from the page's DOM and the text the person selected.
import { readJobPosting } from '@/lib/job-posting/read-job-posting';

declare global {
  var offerpilotReadPage: (() => ReturnType<typeof readJobPosting>) | undefined;
}

globalThis.offerpilotReadPage = () => readJobPosting(document, { url: location.href, selection: getSelection()?.toString() ?? '' });
