// The job's address as it is saved: the posting's own link when it states one, else the page's, absolute, without
// tracking parameters or a fragment, so the same job saved twice is recognised by its link.
const TRACKING = /^(utm_\w+|trk|trackingId|refId|eBP|fbclid|gclid|from|vjs|advn|tk)$/i;

/** A host name with at least one dot (or localhost), an optional port, then the path: "www.example.com/jobs/1". */
const BARE_HOST = /^(?:localhost|[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+)(?::\d{1,5})?(?:[/?#]|$)/i;

/**
 * A link as the person typed it, trimmed, with https:// in front when it was typed without a scheme
 * ("www.example.com/jobs/1", "//example.com/jobs"). Anything else is left as typed, for the http(s) check to refuse.
 * The one normaliser of typed job links: the application form's and "Paste a job"'s schemas both run it.
 */
export function completeJobLink(typed: string): string {
  const link = typed.trim();
  if (link.startsWith('//')) return `https:${link}`;
  if (/\s/.test(link) || link.includes('://') || !BARE_HOST.test(link)) return link;
  return `https://${link}`;
}

export function cleanJobLink(postingLink: string, pageUrl: string): string {
  let url: URL;
  try {
    url = new URL(postingLink || pageUrl, pageUrl || undefined);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  for (const name of [...url.searchParams.keys()]) if (TRACKING.test(name)) url.searchParams.delete(name);
  url.hash = '';
  return url.toString();
}
