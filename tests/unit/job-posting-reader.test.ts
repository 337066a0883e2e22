import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offerWithLocation } from '../../src/lib/job-posting/application-offer.ts';
import { completeJobLink } from '../../src/lib/job-posting/job-link.ts';
import { JOB_POSTING_LIMITS, readJobPosting, readPastedPage, type JobPosting } from '../../src/lib/job-posting/read-job-posting.ts';

const fixture = (name: string) => readFileSync(`${process.cwd()}/tests/fixtures/job-pages/${name}`, 'utf8');
const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const PAGE_URL = 'http://127.0.0.1:4000/job';

function posting(html: string, url = PAGE_URL, selection?: string): JobPosting {
  const reading = readJobPosting(page(html), { url, selection });
  if (!reading.isFound) throw new Error('no posting found');
  return reading.posting;
}

describe('readJobPosting on the fixture pages', () => {
  it('reads a careers page from JobPosting JSON-LD inside @graph, its HTML description as text', () => {
    const result = posting(fixture('careers-json-ld.html'));
    expect(result).toMatchObject({
      source: 'json-ld',
      company: 'Contoso Health',
      title: 'Data Analyst',
      link: 'https://careers.contoso.example/jobs/data-analyst',
      location: 'Bordeaux, FR · Nantes, FR · Remote',
      isOfferCut: false,
    });
    expect(result.offerText).toBe(
      'Contoso Health helps 120 clinics plan their days.\n\nYour role\n\n• Build dashboards in SQL & Python\n\n• Explain numbers to care teams',
    );
  });

  it('reads a LinkedIn-like page from its top card and #job-details, the job link without tracking', () => {
    const result = posting(fixture('linkedin-like.html'), 'https://www.linkedin.com/jobs/search/?currentJobId=4012345678&refId=1');
    expect(result).toMatchObject({
      source: 'board',
      company: 'Northwind Traders',
      title: 'Senior Frontend Engineer',
      link: 'https://www.linkedin.com/jobs/view/4012345678/',
      location: 'Lyon, Auvergne-Rhône-Alpes, France',
    });
    expect(result.offerText).toContain('About the job');
    expect(result.offerText).toContain('• Own the React front end of our ordering app');
    expect(result.offerText).not.toContain('Easy Apply');
  });

  it('reads an Indeed-like page from its header fields and #jobDescriptionText, the canonical viewjob link', () => {
    const result = posting(fixture('indeed-like.html'), 'https://fr.indeed.com/jobs?q=node&vjk=8f3c2b1a0d9e7f65');
    expect(result).toMatchObject({
      source: 'board',
      company: 'Brasserie Numérique',
      title: 'Développeuse back-end Node.js - job post',
      link: 'https://fr.indeed.com/viewjob?jk=8f3c2b1a0d9e7f65',
      location: '69002 Lyon',
    });
    expect(result.offerText).toContain('• Concevoir nos API en Node.js et PostgreSQL');
  });

  it('says no posting is found on a page without one (broken JSON-LD ignored)', () => {
    expect(readJobPosting(page(fixture('no-posting.html')), { url: PAGE_URL })).toEqual({ isFound: false });
  });

  it('takes the selected text when the page has no posting, with the page as the link', () => {
    const result = posting(fixture('no-posting.html'), `${PAGE_URL}?utm_source=x#top`, '  We are hiring a nurse planner.  ');
    expect(result).toMatchObject({ source: 'selection', company: '', title: '', offerText: 'We are hiring a nurse planner.', link: PAGE_URL });
  });
});

describe('readJobPosting edge cases', () => {
  const jsonLd = (data: unknown) => `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;

  it('finds a JobPosting in a top-level array, with the company as a plain string', () => {
    const result = posting(
      jsonLd([
        { '@type': 'BreadcrumbList' },
        { '@type': 'JobPosting', title: 'Nurse', hiringOrganization: 'Clinique du Lac', description: '<p>Nights &amp; weekends</p>' },
      ]),
    );
    expect(result).toMatchObject({ title: 'Nurse', company: 'Clinique du Lac', offerText: 'Nights & weekends', link: PAGE_URL });
  });

  it('cuts an offer longer than the column at its limit and says so', () => {
    const huge = 'word '.repeat(15_000);
    const result = posting(jsonLd({ '@type': 'JobPosting', title: 'Long', hiringOrganization: { name: 'Big' }, description: huge }));
    expect(JOB_POSTING_LIMITS.offerText).toBe(50_000);
    expect(result.offerText).toHaveLength(50_000);
    expect(result.isOfferCut).toBe(true);
  });

  it('limits company and title to 200 characters on one line', () => {
    const result = posting(jsonLd({ '@type': 'JobPosting', title: `A\n${'t'.repeat(300)}`, hiringOrganization: { name: 'c'.repeat(300) }, description: 'x' }));
    expect(result.title).toHaveLength(200);
    expect(result.title.startsWith('A t')).toBe(true);
    expect(result.company).toHaveLength(200);
  });

  it('refuses a link that is not http(s)', () => {
    const result = posting(jsonLd({ '@type': 'JobPosting', title: 'X', url: 'javascript:alert(1)', description: 'y' }), 'javascript:void(0)');
    expect(result.link).toBe('');
  });
});

describe('readPastedPage', () => {
  it('reads pasted HTML source like a page', () => {
    const reading = readPastedPage(fixture('careers-json-ld.html'), 'https://careers.contoso.example/jobs/data-analyst');
    expect(reading.isFound && reading.posting.company).toBe('Contoso Health');
  });

  it('takes pasted plain text as the offer, the pasted link as the link', () => {
    const reading = readPastedPage('Data Analyst at Contoso\nBuild dashboards <in SQL>.', 'https://jobs.example/42');
    expect(reading).toEqual({
      isFound: true,
      posting: {
        company: '',
        title: '',
        location: '',
        link: 'https://jobs.example/42',
        offerText: 'Data Analyst at Contoso\nBuild dashboards <in SQL>.',
        isOfferCut: false,
        source: 'selection',
      },
    });
  });

  it('says nothing is found in pasted HTML without a posting, and in blank text', () => {
    expect(readPastedPage(fixture('no-posting.html'), 'https://jobs.example/42').isFound).toBe(false);
    expect(readPastedPage('   \n ', 'https://jobs.example/42').isFound).toBe(false);
  });
});

describe('offerWithLocation', () => {
  const line = (place: string) => `Lieu : ${place}`;

  it('puts the location on the first line, or leaves the offer alone without one', () => {
    expect(offerWithLocation(' Build APIs. ', 'Lyon', line)).toBe('Lieu : Lyon\n\nBuild APIs.');
    expect(offerWithLocation('Build APIs.', '  ', line)).toBe('Build APIs.');
    expect(offerWithLocation('', 'Lyon', line)).toBe('Lieu : Lyon');
  });

  it('keeps the whole within the column limit when the location line pushes a full offer over it', () => {
    const saved = offerWithLocation('x'.repeat(JOB_POSTING_LIMITS.offerText), 'Lyon', line);
    expect(saved).toHaveLength(JOB_POSTING_LIMITS.offerText);
    expect(saved.startsWith('Lieu : Lyon\n\nxxx')).toBe(true);
  });
});

describe('a job link typed without a scheme', () => {
  it('is completed to https:// by the one normaliser; what is not a host is left for the check to refuse', () => {
    expect(completeJobLink(' www.example.com/jobs/1 ')).toBe('https://www.example.com/jobs/1');
    expect(completeJobLink('careers.example.fr:8443/offre?id=3')).toBe('https://careers.example.fr:8443/offre?id=3');
    expect(completeJobLink('//jobs.example/42')).toBe('https://jobs.example/42');
    expect(completeJobLink('http://jobs.example/42')).toBe('http://jobs.example/42');
    expect(completeJobLink('not a link')).toBe('not a link');
    expect(completeJobLink('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(completeJobLink('Stripe')).toBe('Stripe');
    expect(completeJobLink('')).toBe('');
  });
});
