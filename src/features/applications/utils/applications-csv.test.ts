import type { Application } from '@/data/applications/types';
import { applicationsToCsv, csvFileName, MAX_IMPORT_ROWS, parseApplicationsCsv } from './applications-csv';
import { parseCsv, UTF8_BOM } from './csv';

type Exportable = Pick<Application, 'company_name' | 'job_title' | 'application_date' | 'status' | 'job_link' | 'job_offer_content' | 'expected_interviews'>;

const doctolib: Exportable = {
  company_name: 'Doctolib',
  job_title: 'Senior Frontend Engineer',
  application_date: '2026-11-10',
  status: 'In progress',
  job_link: 'https://careers.doctolib.com/jobs/42',
  job_offer_content: 'We want:\n- React, TypeScript\n- "great" taste, and more',
  expected_interviews: 3,
};
const minimal: Exportable = {
  company_name: '=cmd|calc',
  job_title: '@Lead',
  application_date: '2026-01-02',
  status: 'Saved',
  job_link: null,
  job_offer_content: null,
  expected_interviews: null,
};

const HEADER = 'Company,Job Title,Application Date,Status,Job Link,Job Offer,Expected Interviews';

function expectOk(result: ReturnType<typeof parseApplicationsCsv>) {
  if (!result.ok) throw new Error(`expected a parsed file, got: ${result.error}`);
  return result;
}

describe('applicationsToCsv', () => {
  it('writes a BOM, the header and every field but the resume, quoting job offers', () => {
    const csv = applicationsToCsv([doctolib]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(
      `${UTF8_BOM}${HEADER}\r\n` +
        'Doctolib,Senior Frontend Engineer,2026-11-10,In progress,https://careers.doctolib.com/jobs/42,' +
        '"We want:\n- React, TypeScript\n- ""great"" taste, and more",3\r\n',
    );
    expect(csv).not.toMatch(/resume/i);
  });

  it('neutralises formulas and leaves missing values empty', () => {
    const [, row] = parseCsv(applicationsToCsv([minimal]));
    expect(row.fields).toEqual(["'=cmd|calc", "'@Lead", '2026-01-02', 'Saved', '', '', '']);
  });

  it('names the file after the day', () => {
    expect(csvFileName(new Date(2026, 10, 21, 23, 30))).toBe('offerpilot-applications-2026-11-21.csv');
  });
});

describe('parseApplicationsCsv', () => {
  it('round-trips an export exactly', () => {
    const result = expectOk(parseApplicationsCsv(applicationsToCsv([doctolib, minimal])));
    expect(result.rejected).toEqual([]);
    expect(result.applications.map((application) => application.row)).toEqual([doctolib, minimal]);
    expect(result.applications.map((application) => application.line)).toEqual([2, 5]);
  });

  it('matches header names case-insensitively, in any order, and accepts field names', () => {
    const text = 'status,COMPANY,job_title,application date\r\napplied,Qonto,Engineer,2026-11-01\r\n';
    const result = expectOk(parseApplicationsCsv(text));
    expect(result.applications[0].row).toEqual({
      company_name: 'Qonto',
      job_title: 'Engineer',
      application_date: '2026-11-01',
      status: 'Applied',
      job_link: null,
      job_offer_content: null,
      expected_interviews: null,
    });
  });

  it('lists each invalid row with its line and reasons, keeping the valid ones', () => {
    const text = [
      HEADER,
      'Alan,Developer,2026-11-01,Hired,,,',
      'Mistral,AI Engineer,21/11/2026,Saved,not a url,,0',
      ',,2026-11-01,Saved,,,',
      'Back Market,Engineer,1969-12-31,Saved,,,',
      'Too,Many,2026-11-01,Saved,,,,extra',
      'Qonto,Engineer,2026-11-03,No Reply,https://qonto.com/jobs/1,,2',
    ].join('\n');
    const result = expectOk(parseApplicationsCsv(text));
    expect(result.applications.map((application) => application.row.company_name)).toEqual(['Qonto']);
    expect(result.rejected).toEqual([
      { line: 2, label: 'Alan – Developer', reasons: ['Status “Hired” is not one of Saved, Applied, No Reply, In progress, Succeeded, Missed.'] },
      {
        line: 3,
        label: 'Mistral – AI Engineer',
        reasons: [
          'Application date “21/11/2026” must be written yyyy-mm-dd.',
          'Job link must be a URL starting with http:// or https://.',
          'Expected interviews must be between 1 and 50.',
        ],
      },
      { line: 4, label: '(no company or job title)', reasons: ['Company is required.', 'Job title is required.'] },
      { line: 5, label: 'Back Market – Engineer', reasons: ['Application date must be between 1970 and 2999.'] },
      { line: 6, label: 'Too – Many', reasons: ['It has 8 fields; the header has 7.'] },
    ]);
  });

  it('says when a status is missing', () => {
    const result = expectOk(parseApplicationsCsv(`${HEADER}\nAlan,Developer,2026-11-01,,,,`));
    expect(result.rejected[0].reasons).toEqual(['Status is required.']);
  });

  it('ignores unknown columns and reports them', () => {
    const result = expectOk(parseApplicationsCsv('Company,Job Title,Application Date,Status,Salary\nAlan,Dev,2026-11-01,Saved,80k'));
    expect(result.ignoredColumns).toEqual(['Salary']);
    expect(result.applications).toHaveLength(1);
  });

  it('refuses files it cannot read as applications', () => {
    expect(parseApplicationsCsv('')).toEqual({ ok: false, error: 'The file is empty.' });
    expect(parseApplicationsCsv(HEADER)).toEqual({ ok: false, error: 'The file has a header row but no applications.' });
    const noStatus = parseApplicationsCsv('Company,Job Title,Application Date\nAlan,Dev,2026-11-01');
    expect(noStatus.ok === false && noStatus.error).toMatch(/lacks “Status”/);
    const twice = parseApplicationsCsv('Company,company,Job Title,Application Date,Status\n');
    expect(twice.ok === false && twice.error).toMatch(/appears twice/);
    const broken = parseApplicationsCsv(`${HEADER}\n"Alan,Dev`);
    expect(broken.ok === false && broken.error).toMatch(/not valid CSV. Line 2/);
    const tooMany = parseApplicationsCsv(`${HEADER}\n${'A,B,2026-11-01,Saved,,,\n'.repeat(MAX_IMPORT_ROWS + 1)}`);
    expect(tooMany.ok === false && tooMany.error).toMatch(/at most 5000/);
  });
});
