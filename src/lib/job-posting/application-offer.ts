// The offer as it is saved in job_offer_content: the location, which has no column of its own, on the first line
// ("Location: Lyon" in the person's language), the whole within the column's limit.
import { JOB_POSTING_LIMITS } from './read-job-posting.ts';

export function offerWithLocation(offerText: string, location: string, locationLine: (location: string) => string): string {
  const offer = offerText.trim();
  const place = location.trim();
  const withLocation = place ? `${locationLine(place)}${offer ? `\n\n${offer}` : ''}` : offer;
  return withLocation.slice(0, JOB_POSTING_LIMITS.offerText);
}
