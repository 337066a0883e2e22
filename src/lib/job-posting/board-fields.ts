// The big boards' own fields, for pages without JobPosting data. Selectors checked 2026-11-25 against public scrapers
// of the live pages: LinkedIn's signed-in job view (job-details-jobs-unified-top-card__*, #job-details) and its public
// guest page (top-card-layout__*, topcard__*, show-more-less-html__markup); Indeed's job page (data-testid
// jobsearch-JobInfoHeader-title, inlineHeader-companyName, inlineHeader-companyLocation, #jobDescriptionText). Boards
// change their markup: each field lists the current selector first and older ones after it.
import { elementToText } from './html-to-text.ts';
import type { PostingFields } from './posting-fields.ts';

interface BoardSelectors {
  title: string[];
  company: string[];
  location: string[];
  offer: string[];
  /** Where the job's own address is, when the page's address is a search or a feed. */
  link: string[];
}

const BOARDS: BoardSelectors[] = [
  {
    // LinkedIn
    title: [
      '.job-details-jobs-unified-top-card__job-title h1',
      '.job-details-jobs-unified-top-card__job-title',
      'h1.top-card-layout__title',
      '.topcard__title',
    ],
    company: [
      '.job-details-jobs-unified-top-card__company-name a',
      '.job-details-jobs-unified-top-card__company-name',
      'a.topcard__org-name-link',
      '.topcard__flavor a',
    ],
    location: [
      '.job-details-jobs-unified-top-card__tertiary-description-container .tvm__text:first-child',
      '.job-details-jobs-unified-top-card__primary-description-container .tvm__text:first-child',
      '.topcard__flavor--bullet',
    ],
    offer: ['#job-details', '.jobs-description__content', '.show-more-less-html__markup', '.description__text'],
    link: ['.job-details-jobs-unified-top-card__job-title a[href*="/jobs/view/"]', 'link[rel="canonical"][href*="/jobs/view/"]'],
  },
  {
    // Indeed
    title: ['[data-testid="jobsearch-JobInfoHeader-title"]', 'h1.jobsearch-JobInfoHeader-title', '.jobsearch-JobInfoHeader-title'],
    company: ['[data-testid="inlineHeader-companyName"] a', '[data-testid="inlineHeader-companyName"]', '[data-company-name="true"]'],
    location: ['[data-testid="inlineHeader-companyLocation"]', '[data-testid="job-location"]', '.jobsearch-JobInfoHeader-companyLocation'],
    offer: ['#jobDescriptionText'],
    link: ['link[rel="canonical"][href*="viewjob"]'],
  },
];

function first(document: Document, selectors: string[]): Element | null {
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (element && (element.textContent ?? '').trim() !== '') return element;
    if (element?.getAttribute('href')) return element;
  }
  return null;
}

const lineOf = (element: Element | null) => (element ? elementToText(element).replace(/\s+/g, ' ').trim() : '');

/** The first board whose title and offer are both on the page, or null. */
export function readBoardFields(document: Document): PostingFields | null {
  for (const board of BOARDS) {
    const title = first(document, board.title);
    const offer = first(document, board.offer);
    if (!title || !offer) continue;
    const linkElement = first(document, board.link);
    return {
      title: lineOf(title),
      company: lineOf(first(document, board.company)),
      location: lineOf(first(document, board.location)),
      offerText: elementToText(offer),
      link: linkElement?.getAttribute('href') ?? '',
    };
  }
  return null;
}
