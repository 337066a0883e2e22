import { describe, expect, it } from 'vitest';
import { sourceOfJobLink } from './application-source';

describe('sourceOfJobLink (issue #42)', () => {
  it('reads a job board from its host or a subdomain of it', () => {
    expect(sourceOfJobLink('https://www.linkedin.com/jobs/view/4012345678')).toBe('job_board');
    expect(sourceOfJobLink('https://fr.indeed.com/viewjob?jk=abc')).toBe('job_board');
    expect(sourceOfJobLink('https://www.welcometothejungle.com/fr/companies/doctolib/jobs/frontend')).toBe('job_board');
  });

  it('reads any other page as the company site, its tracking system included', () => {
    expect(sourceOfJobLink('https://careers.doctolib.com/jobs/42')).toBe('company_site');
    expect(sourceOfJobLink('https://boards.greenhouse.io/qonto/jobs/123')).toBe('company_site');
    // A look-alike host is not the board.
    expect(sourceOfJobLink('https://notlinkedin.com/jobs/1')).toBe('company_site');
  });

  it('reads nothing without a web link', () => {
    expect(sourceOfJobLink('')).toBeNull();
    expect(sourceOfJobLink('not a link')).toBeNull();
    expect(sourceOfJobLink('mailto:jobs@example.com')).toBeNull();
  });
});
