// The job's address as it is saved: the posting's own link when it states one, else the page's, absolute, without
// tracking parameters or a fragment, so the same job saved twice is recognised by its link.
const TRACKING = /^(utm_\w+|trk|trackingId|refId|eBP|fbclid|gclid|from|vjs|advn|tk)$/i;

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
