// Injected into the job page when the person opens the extension (activeTab): reads the posting with the same reader
// as the app's "Paste a job", from the page's DOM, the text the person selected, else the page's whole text.
import { readJobPosting } from '@/lib/job-posting/read-job-posting';

declare global {
  var offerpilotReadPage: (() => ReturnType<typeof readJobPosting>) | undefined;
}

// With nothing selected and no structured data, the page's text is read for a title and company (a careers page).
globalThis.offerpilotReadPage = () =>
  readJobPosting(document, { url: location.href, selection: getSelection()?.toString() ?? '', pageText: document.body?.innerText ?? '' });
