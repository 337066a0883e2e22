import type { Application } from '@/data/applications/types';
import { applicationsFromCsv, applicationsToCsv, csvFileName, decodeCsvBytes, MAX_IMPORT_ROWS, parseApplicationsCsv } from './applications-csv';
import { todayIsoDate } from '@/data/applications/application-values';
import { detectSeparator, parseCsv, UTF8_BOM } from './csv';

type Exportable = Pick<
  Application,
  'company_name' | 'job_title' | 'application_date' | 'status' | 'job_link' | 'job_offer_content' | 'expected_interviews' | 'source'
>;

const doctolib: Exportable = {
  company_name: 'Doctolib',
  job_title: 'Senior Frontend Engineer',
  application_date: '2026-11-10',
  status: 'In progress',
  job_link: 'https://careers.doctolib.com/jobs/42',
  job_offer_content: 'We want:\n- React, TypeScript\n- "great" taste, and more',
  expected_interviews: 3,
  source: 'company_site',
};
const minimal: Exportable = {
  company_name: '=cmd|calc',
  job_title: '@Lead',
  application_date: '2026-01-02',
  status: 'Saved',
  job_link: null,
  job_offer_content: null,
  expected_interviews: null,
  source: null,
};

const HEADER = 'Company,Job Title,Application Date,Status,Job Link,Job Offer,Expected Interviews';
/** What an export writes: the source last, so that files written before it keep their columns' places. */
const EXPORT_HEADER = `${HEADER},Source`;

function expectOk(result: ReturnType<typeof parseApplicationsCsv>) {
  if (!result.ok) throw new Error(`expected a parsed file, got: ${result.error}`);
  return result;
}

describe('applicationsToCsv', () => {
  it('writes a BOM, the header and every field but the resume, quoting job offers', () => {
    const csv = applicationsToCsv([doctolib]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(
      `${UTF8_BOM}${EXPORT_HEADER}\r\n` +
        'Doctolib,Senior Frontend Engineer,2026-11-10,In progress,https://careers.doctolib.com/jobs/42,' +
        '"We want:\n- React, TypeScript\n- ""great"" taste, and more",3,Company site\r\n',
    );
    expect(csv).not.toMatch(/resume/i);
  });

  it('neutralises formulas and leaves missing values empty', () => {
    const [, row] = parseCsv(applicationsToCsv([minimal]));
    expect(row.fields).toEqual(["'=cmd|calc", "'@Lead", '2026-01-02', 'Saved', '', '', '', '']);
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
      'Mistral,AI Engineer,next week,Saved,not a url,,0',
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
          'Application date “next week” is not a date: write it yyyy-mm-dd or dd/mm/yyyy.',
          'Job link must be a URL starting with http:// or https://.',
          'Expected interviews must be between 1 and 50.',
        ],
      },
      { line: 4, label: '(no company or job title)', reasons: ['Company is required.', 'Job title is required.'] },
      { line: 5, label: 'Back Market – Engineer', reasons: ['Application date must be between 1970 and 2999.'] },
      { line: 6, label: 'Too – Many', reasons: ['It has 8 fields; the header has 7.'] },
    ]);
  });

  it("reads where the job was found: the export's words, the database's values, French and other trackers' words; empty is not said", () => {
    const text = [
      'Company,Job Title,Status,Source',
      'A,Dev,Saved,Referral',
      'B,Dev,Saved,company_site',
      'C,Dev,Saved,  LinkedIn ',
      'D,Dev,Saved,',
      'E,Dev,Saved,RECRUITER',
    ].join('\n');
    const result = expectOk(parseApplicationsCsv(text));
    expect(result.rejected).toEqual([]);
    expect(result.applications.map(({ row }) => row.source)).toEqual(['referral', 'company_site', 'job_board', null, 'recruiter']);
    const french = expectOk(parseApplicationsCsv("Entreprise;Poste;Provenance\nAlan;Dev;Cooptation\nQonto;Dev;Site de l'entreprise\nSwile;Dev;Autre"));
    expect(french.applications.map(({ row }) => row.source)).toEqual(['referral', 'company_site', 'other']);
  });

  it('refuses a source that is not one of the five, quoting at most 60 characters of it, and leaves the source alone without its column', () => {
    const long = 'x'.repeat(300);
    const result = expectOk(parseApplicationsCsv(`Company,Job Title,Status,Source\nA,Dev,Saved,Newspaper\nB,Dev,Saved,${long}\nC,Dev,Saved,Other`));
    const reason = (source: string) => `Source “${source}” is not one of Job board, Referral, Company site, Recruiter, Other.`;
    expect(result.rejected).toEqual([
      { line: 2, label: 'A – Dev', reasons: [reason('Newspaper')] },
      { line: 3, label: 'B – Dev', reasons: [reason(`${'x'.repeat(59)}…`)] },
    ]);
    expect(result.applications.map(({ row }) => row.source)).toEqual(['other']);
    const withoutColumn = expectOk(parseApplicationsCsv('Company,Job Title\nA,Dev'));
    expect(withoutColumn.applications[0].row).not.toHaveProperty('source');
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
    const twice = parseApplicationsCsv('Company,company,Job Title,Application Date,Status\n');
    expect(twice.ok === false && twice.error).toMatch(/appears twice/);
    const broken = parseApplicationsCsv(`${HEADER}\n"Alan,Dev`);
    expect(broken.ok === false && broken.error).toMatch(/not valid CSV. Line 2/);
    const tooMany = parseApplicationsCsv(`${HEADER}\n${'A,B,2026-11-01,Saved,,,\n'.repeat(MAX_IMPORT_ROWS + 1)}`);
    expect(tooMany.ok === false && tooMany.error).toMatch(/at most 5000/);
  });
});

describe("importing other trackers' and French files (issue 37 #15)", () => {
  it('reads a Huntr export: its headers, statuses and US dates', () => {
    const huntr = [
      'Company,Title,Status,Date Applied,URL,Location,Notes',
      'Stripe,Staff Software Engineer,Interview,11/02/2026,https://stripe.com/jobs/1,Paris,',
      'Qonto,Product Engineer,Wishlist,,https://qonto.com/jobs/2,Paris,Ask Lea',
      'Alan,Designer,Rejected,10/28/2026,,Remote,',
      'Doctolib,Engineer,Offer,2026-10-01T09:30:00Z,,,',
    ].join('\n');
    const result = expectOk(parseApplicationsCsv(huntr));
    expect(result.rejected).toEqual([]);
    expect(result.ignoredColumns).toEqual(['Location', 'Notes']);
    expect(result.applications.map(({ row }) => [row.company_name, row.job_title, row.status, row.application_date, row.job_link])).toEqual([
      ['Stripe', 'Staff Software Engineer', 'In progress', '2026-11-02', 'https://stripe.com/jobs/1'],
      ['Qonto', 'Product Engineer', 'Saved', todayIsoDate(), 'https://qonto.com/jobs/2'],
      ['Alan', 'Designer', 'Missed', '2026-10-28', null],
      ['Doctolib', 'Engineer', 'Succeeded', '2026-10-01', null],
    ]);
  });

  it('reads a Teal export: Job Position, Job URL, statuses with emoji, dates written out', () => {
    const teal = [
      'Company,Job Position,Status,Date Saved,Date Applied,Job URL,Excitement',
      'Mistral AI,AI Engineer,Applied,"Nov 1, 2026","Nov 3, 2026",www.mistral.ai/careers/1,5',
      'Back Market,Frontend Engineer,No Response 🔕,"Oct 2, 2026","Oct 5, 2026",,3',
      'Swile,Data Analyst,Not Selected,"Oct 2, 2026","Oct 9, 2026",,2',
    ].join('\r\n');
    const result = expectOk(parseApplicationsCsv(teal));
    expect(result.rejected).toEqual([]);
    expect(result.applications.map(({ row }) => [row.company_name, row.job_title, row.status, row.application_date, row.job_link])).toEqual([
      ['Mistral AI', 'AI Engineer', 'Applied', '2026-11-03', 'https://www.mistral.ai/careers/1'],
      ['Back Market', 'Frontend Engineer', 'No Reply', '2026-10-05', null],
      ['Swile', 'Data Analyst', 'Missed', '2026-10-09', null],
    ]);
  });

  it('reads a French Excel file: ";" between fields, French headers and statuses, dd/mm/yyyy dates, comma decimals, Windows-1252', () => {
    const excel = [
      'Entreprise;Poste;Statut;Date de candidature;Lien;Entretiens prévus;Salaire',
      'Doctolib;Développeur·se Ruby;Envoyée;03/11/2026;https://careers.doctolib.com/jobs/7;3,0;55 000,50',
      '"Maif; Niort";Chef de projet;Entretien;05/10/2026;;;',
      'Alan;Product Designer;Refusée;01/02/2026;;;',
    ].join('\r\n');
    const bytes = new Uint8Array([...excel].map((char) => ({ '·': 0xb7, é: 0xe9, è: 0xe8 })[char] ?? char.charCodeAt(0)));
    const text = decodeCsvBytes(bytes.buffer);
    expect(text).toBe(excel);
    expect(detectSeparator(text)).toBe(';');
    const result = expectOk(parseApplicationsCsv(text));
    expect(result.rejected).toEqual([]);
    expect(result.ignoredColumns).toEqual(['Salaire']);
    expect(result.applications.map(({ row }) => [row.company_name, row.job_title, row.status, row.application_date, row.expected_interviews])).toEqual([
      ['Doctolib', 'Développeur·se Ruby', 'Applied', '2026-11-03', 3],
      ['Maif; Niort', 'Chef de projet', 'In progress', '2026-10-05', null],
      ['Alan', 'Product Designer', 'Missed', '2026-02-01', null],
    ]);
    expect(decodeCsvBytes(new TextEncoder().encode(`${UTF8_BOM}Entreprise;Poste é`).buffer)).toBe('Entreprise;Poste é');
  });

  it('asks how dates that read two ways are meant, and reads every date of the file the way the person says', () => {
    const result = expectOk(parseApplicationsCsv('Company,Job Title,Application Date\nAlan,Dev,03/04/2026\nQonto,Dev,05/06/2026\nSwile,Dev,07/07/2026'));
    // An English file: month first unless the person says otherwise, and the preview is told to ask.
    expect(result.dates).toEqual({ order: 'monthFirst', openExample: '03/04/2026' });
    expect(result.applications.map(({ row }) => row.application_date)).toEqual(['2026-03-04', '2026-05-06', '2026-07-07']);
    const dayFirst = applicationsFromCsv(result.table, result.mapping, [], 'dayFirst');
    expect(dayFirst.dates.order).toBe('dayFirst');
    expect(dayFirst.applications.map(({ row }) => row.application_date)).toEqual(['2026-04-03', '2026-06-05', '2026-07-07']);
    // A French file reads day first until told otherwise.
    const french = expectOk(parseApplicationsCsv('Entreprise;Poste;Date de candidature\nAlan;Dev;03/04/2026'));
    expect(french.dates).toEqual({ order: 'dayFirst', openExample: '03/04/2026' });
    expect(applicationsFromCsv(french.table, french.mapping, [], 'monthFirst').applications[0].row.application_date).toBe('2026-03-04');
  });

  it('does not ask when a date of the file tells day from month, nor lets a choice override it', () => {
    const says = expectOk(parseApplicationsCsv('Company,Job Title,Application Date\nAlan,Dev,03/04/2026\nQonto,Dev,25/06/2026'));
    expect(says.dates).toEqual({ order: 'dayFirst', openExample: null });
    expect(applicationsFromCsv(says.table, says.mapping, [], 'monthFirst').applications.map(({ row }) => row.application_date)).toEqual([
      '2026-04-03',
      '2026-06-25',
    ]);
    expect(expectOk(parseApplicationsCsv('Company,Job Title,Application Date\nAlan,Dev,01/01/2026\nQonto,Dev,2026-06-25')).dates.openExample).toBeNull();
  });

  it('lets the person choose the columns: a file without known headers imports once company and title are chosen', () => {
    const result = expectOk(parseApplicationsCsv('Who,What,When\nHugo & Co,Baker,2026-11-01'));
    expect(result.missing).toEqual(['company_name', 'job_title']);
    expect(result.applications).toEqual([]);
    const chosen = applicationsFromCsv(result.table, { company_name: 0, job_title: 1, application_date: 2 });
    expect(chosen.missing).toEqual([]);
    expect(chosen.applications.map(({ row }) => [row.company_name, row.job_title, row.application_date, row.status])).toEqual([
      ['Hugo & Co', 'Baker', '2026-11-01', 'Saved'],
    ]);
  });

  it('sets aside rows already saved (same link without tracking, or same company and title in any case) and round-trips its own export', () => {
    const saved = [
      { company_name: 'Doctolib', job_title: 'Senior Frontend Engineer', job_link: 'https://careers.doctolib.com/jobs/42?utm_source=x' },
      { company_name: ' QONTO ', job_title: 'product engineer', job_link: null },
    ];
    const own = expectOk(parseApplicationsCsv(applicationsToCsv([doctolib]), saved));
    expect(own.applications).toEqual([]);
    expect(own.duplicates).toEqual([{ line: 2, row: doctolib, savedAs: 'Doctolib – Senior Frontend Engineer' }]);
    const other = expectOk(
      parseApplicationsCsv(
        'Company,Title,URL\nQonto,Product Engineer,https://qonto.com/x\nDoctolib,Other role,https://careers.doctolib.com/jobs/42#apply\nAlan,Dev,',
        saved,
      ),
    );
    expect(other.duplicates.map(({ line, savedAs }) => [line, savedAs])).toEqual([
      [2, ' QONTO  – product engineer'],
      [3, 'Doctolib – Senior Frontend Engineer'],
    ]);
    expect(other.applications.map(({ row }) => row.company_name)).toEqual(['Alan']);
  });
});
