import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offerWithLocation } from '../../src/lib/job-posting/application-offer.ts';
import { completeJobLink } from '../../src/lib/job-posting/job-link.ts';
import { readPostingText } from '../../src/lib/job-posting/posting-text.ts';
import { isBareLink, JOB_POSTING_LIMITS, readJobPosting, readPastedPage, type JobPosting } from '../../src/lib/job-posting/read-job-posting.ts';

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
      title: 'Développeuse back-end Node.js',
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

describe("a page's text as copied with Ctrl+A / Ctrl+C (issue 37 #2)", () => {
  const MENUS =
    /Skip to main content|Passer au contenu|My Network|Messaging|Messagerie|Company reviews|Avis sur les entreprises|Trouver un job|Find a company|Sign in|Se connecter/;
  const FOOTERS =
    /LinkedIn Corporation|© 2026|About the company|À propos de l’entreprise|Similar jobs|Report job|Signaler|Privacy|confidentialité|Ces offres|These jobs/;

  it.each([
    ['linkedin-en.txt', 'Back Market', 'Senior Frontend Engineer', 'Paris, Île-de-France, France', 'About the job\nBack Market is the leading'],
    ['linkedin-fr.txt', 'Doctolib', 'Développeur·se Back-End Ruby (H/F)', 'Paris, Île-de-France, France', 'À propos de l’offre d’emploi\nDoctolib aide'],
    ['indeed-en.txt', 'Contoso Health', 'Data Analyst', 'Bordeaux, Nouvelle-Aquitaine', 'Full job description\nContoso Health helps'],
    ['indeed-fr.txt', 'Brasserie Numérique', 'Développeuse back-end Node.js', '69002 Lyon', 'Description du poste\nQui sommes-nous ?'],
    ['wttj-en.txt', 'Qonto', 'Senior Product Manager - Cards', 'Barcelona', 'The job\nJob description\nYou lead the cards team'],
    ['wttj-fr.txt', 'Alan', 'Product Designer Senior', 'Paris', 'Le poste\nDescriptif du poste\nVous concevez'],
    ['careers-en.txt', 'Stripe', 'Staff Software Engineer, Payments', 'Paris, France', 'Who we are\nStripe is a financial'],
    ['careers-fr.txt', 'Maif', 'Chef·fe de projet digital (CDI)', 'Niort, France', 'Qui sommes-nous ?\nLa Maif assure'],
  ])('%s: company, title and place found, menus and footer trimmed from the offer', (name, company, title, location, offerStart) => {
    const read = readPostingText(fixture(name));
    expect(read).toMatchObject({ company, title, location });
    expect(read.offerText.startsWith(offerStart)).toBe(true);
    expect(read.offerText).not.toMatch(MENUS);
    expect(read.offerText).not.toMatch(FOOTERS);
    expect(read.offerText).not.toMatch(/^(Apply|Postuler|Save|Enregistrer|Easy Apply|… more)$/m);
  });

  it('keeps the paragraphs of the offer', () => {
    expect(readPostingText(fixture('linkedin-en.txt')).offerText).toContain('countries.\n\nWhat you will do\nOwn the React front end of our checkout');
  });

  it('reads the job shown on a LinkedIn search page, not the list beside it', () => {
    const list = 'Jobs\nFrontend Developer\nAcme\nLyon (Hybrid)\nPromoted · Easy Apply\nData Engineer\nGlobex\nViewed · Promoted\n';
    expect(readPostingText(list + fixture('linkedin-en.txt'))).toMatchObject({ company: 'Back Market', title: 'Senior Frontend Engineer' });
  });

  it('does not take a line of the offer far below the top for the header', () => {
    const offer = `${'We build tools for clinics.\n'.repeat(70)}Tech stack\nPython · Go · Kubernetes\n`;
    expect(readPostingText(offer)).toMatchObject({ company: '', title: '' });
  });

  it('finds no company or title in text that is not a job page, and keeps the text without its menus', () => {
    const read = readPostingText(fixture('not-a-job.txt'));
    expect(read).toMatchObject({ company: '', title: '', location: '' });
    expect(read.offerText.startsWith('Blog\nFive things I learned')).toBe(true);
    expect(read.offerText).not.toContain('Privacy policy');
  });

  it('fills company and title from pasted text, the pasted link as the link', () => {
    const reading = readPastedPage(fixture('linkedin-en.txt'), 'https://www.linkedin.com/jobs/view/4012345678/?trk=abc');
    expect(reading).toMatchObject({
      isFound: true,
      posting: { company: 'Back Market', title: 'Senior Frontend Engineer', link: 'https://www.linkedin.com/jobs/view/4012345678/', source: 'selection' },
    });
  });

  it('reads a careers page without structured data from its text (the extension, with nothing selected; a pasted source)', () => {
    const html =
      '<html><body><nav><a>Products</a><a>Pricing</a></nav><main><h1>Staff Software Engineer, Payments</h1><p>Stripe · Paris, France</p><h2>Who we are</h2><p>Stripe builds payments.</p></main><footer>Privacy policy</footer></body></html>';
    const reading = readPastedPage(html, 'https://stripe.example/jobs/42');
    expect(reading).toMatchObject({
      isFound: true,
      posting: { company: 'Stripe', title: 'Staff Software Engineer, Payments', location: 'Paris, France', source: 'page-text' },
    });
    expect(reading.isFound && reading.posting.offerText).toBe('Who we are\n\nStripe builds payments.');
    const extension = readJobPosting(page(html), { url: 'https://stripe.example/jobs/42', pageText: fixture('careers-fr.txt') });
    expect(extension.isFound && extension.posting.company).toBe('Maif');
    expect(readJobPosting(page(fixture('no-posting.html')), { url: PAGE_URL, pageText: fixture('not-a-job.txt') })).toEqual({ isFound: false });
  });

  it('knows a bare link pasted alone', () => {
    expect(isBareLink(' https://www.linkedin.com/jobs/view/4012345678/ ')).toBe(true);
    expect(isBareLink('www.welcometothejungle.com/fr/companies/alan/jobs/product-designer')).toBe(true);
    expect(isBareLink(fixture('careers-en.txt'))).toBe(false);
  });
});
