import { createZip } from '@/lib/zip';
import { dataPath, EXPORT_FORMAT, IMPORTED_TABLES, MANIFEST_PATH, type Row } from './format';
import { ACCOUNT_IMPORT_FILES, ACCOUNT_IMPORT_MAX_ROWS } from '@shared/account-import-limits.ts';
import { planImport } from './plan-import';
import { previewImport } from './preview-import';
import { checkImportFileSize, ImportRefusedError, readAccountExport } from './read-export';

const OLD_USER = '11111111-1111-4111-8111-111111111111';
const NEW_USER = '22222222-2222-4222-8222-222222222222';
const APP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const INT = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

function exportZip(rows: Partial<Record<string, Row[]>>, manifest: Record<string, unknown> = {}) {
  const files = [{ bucket: 'resumes', path: `${OLD_USER}/cv.pdf`, zip_path: 'files/resumes/cv.pdf', size: 4, content_type: 'application/pdf' }];
  return createZip([
    {
      name: MANIFEST_PATH,
      bytes: encode({ format: EXPORT_FORMAT, version: 1, exported_at: 'now', user_id: OLD_USER, email: 'a@b.c', rows: {}, files, ...manifest }),
    },
    ...[...IMPORTED_TABLES, 'user_profiles'].map((table) => ({ name: dataPath(table, 'json'), bytes: encode(rows[table] ?? []) })),
    { name: 'files/resumes/cv.pdf', bytes: new TextEncoder().encode('%PDF') },
  ]);
}

describe('readAccountExport', () => {
  it('refuses a file that is not ours, a newer format and a missing file', () => {
    expect(() => readAccountExport(new TextEncoder().encode('hello'))).toThrow('not an Offerpilot export');
    expect(() => readAccountExport(createZip([{ name: 'other.txt', bytes: encode(1) }]))).toThrow('not an Offerpilot export');
    expect(() => readAccountExport(exportZip({}, { format: 'someone-else' }))).toThrow('not an Offerpilot export');
    expect(() => readAccountExport(exportZip({}, { version: 2 }))).toThrow('newer version of Offerpilot (format 2)');
    expect(() =>
      readAccountExport(exportZip({}, { files: [{ bucket: 'resumes', path: 'x', zip_path: 'files/resumes/missing.pdf', size: 1, content_type: null }] })),
    ).toThrow(ImportRefusedError);
  });
});

describe('import limits (issue 24 item 6): refused before anything is uploaded', () => {
  it('refuses a file bigger than any export before reading it', () => {
    expect(() => checkImportFileSize(ACCOUNT_IMPORT_FILES.zipBytes + 1)).toThrow(
      /This file is 250 MB; an export can be imported up to 250 MB\. Nothing was imported\./,
    );
    expect(() => checkImportFileSize(ACCOUNT_IMPORT_FILES.zipBytes)).not.toThrow();
  });

  it('refuses more rows of one table than the limit, naming them', () => {
    const notes = Array.from({ length: ACCOUNT_IMPORT_MAX_ROWS.user_notes + 1 }, (_, index) => ({ id: `n${index}`, session_id: 'demo' }));
    expect(() => readAccountExport(exportZip({ user_notes: notes }))).toThrow(
      'The export has 5001 notes; an import takes at most 5000 of them. Nothing was imported.',
    );
    expect(readAccountExport(exportZip({ user_notes: notes.slice(1) })).rows.user_notes).toHaveLength(ACCOUNT_IMPORT_MAX_ROWS.user_notes);
  });

  it('refuses more row bytes, more files or more file bytes than the limits', () => {
    const big = 'x'.repeat(1024 * 1024);
    const rows = Array.from({ length: 21 }, (_, index) => ({ id: `a${index}`, notes: big }));
    expect(() => readAccountExport(exportZip({ applications: rows }))).toThrow(/The export's data is 21 MB; an import takes at most 20 MB of data/);
    const files = Array.from({ length: ACCOUNT_IMPORT_FILES.files + 1 }, () => ({
      bucket: 'resumes',
      path: 'x',
      zip_path: 'files/resumes/cv.pdf',
      size: 4,
      content_type: null,
    }));
    expect(() => readAccountExport(exportZip({}, { files }))).toThrow('The export has 501 files; an import takes at most 500. Nothing was imported.');
  });

  it('refuses rows that are not objects and a manifest of the wrong shape', () => {
    expect(() => readAccountExport(exportZip({ applications: [1, 'two'] as unknown as Row[] }))).toThrow('data/applications.json is not a list of rows');
    expect(() => readAccountExport(exportZip({}, { files: 'none' }))).toThrow(/manifest is damaged/);
  });

  it('refuses a row whose column the import reads is missing or of the wrong type, naming the item and the column (issue 32)', () => {
    const refusal = (rows: Partial<Record<string, Row[]>>) => () => readAccountExport(exportZip(rows));
    expect(refusal({ applications: [{ id: APP }, { id: 'not-a-uuid' }] })).toThrow(
      'The export is damaged: item 2 of data/applications.json has no valid “id”.',
    );
    expect(refusal({ applications: [{ id: APP, resume_file: 42 }] })).toThrow('item 1 of data/applications.json has no valid “resume_file”');
    expect(refusal({ interviews: [{ id: INT }] })).toThrow('item 1 of data/interviews.json has no valid “application_id”');
    expect(refusal({ chat_messages: [{ session_id: ['app', APP] }] })).toThrow('item 1 of data/chat_messages.json has no valid “session_id”');
    expect(refusal({ interview_debriefs: [{ interview_id: null }] })).toThrow('item 1 of data/interview_debriefs.json has no valid “interview_id”');
    expect(refusal({ user_profiles: [{ id: OLD_USER, photo_url: { href: 'x' } }] })).toThrow('item 1 of data/user_profiles.json has no valid “photo_url”');
    expect(refusal({ user_profiles: [{ id: OLD_USER, interview_language: 7 }] })).toThrow(
      'item 1 of data/user_profiles.json has no valid “interview_language”',
    );
  });

  it('refuses a manifest whose first name is not text, and one that is not an object', () => {
    expect(() => readAccountExport(exportZip({}, { user_metadata: { firstname: { first: 'Ada' } } }))).toThrow(/manifest is damaged/);
    const listManifest = createZip([{ name: MANIFEST_PATH, bytes: encode([EXPORT_FORMAT]) }]);
    expect(() => readAccountExport(listManifest)).toThrow('not an Offerpilot export');
  });
});

describe('previewImport (issue 28 item 7)', () => {
  const current = {
    firstName: 'Zoe',
    profile: {
      photo_url: 'https://x/avatars/me.png',
      ai_response_length: 'short',
      interview_language: 'en',
      ai_response_language: 'en',
      answer_timing: 'off',
      language: 'en',
    } as const,
  };

  it('counts what is added and names what changes: first name, photo, settings', () => {
    const source = readAccountExport(
      exportZip(
        {
          applications: [{ id: APP }],
          user_profiles: [{ id: OLD_USER, photo_url: null, ai_response_length: 'short', interview_language: 'fr', ai_response_language: 'en', language: 'fr' }],
        },
        { user_metadata: { firstname: 'Ada' } },
      ),
    );
    expect(previewImport(source, current)).toEqual({
      rows: {
        applications: 1,
        application_status_events: 0,
        interviews: 0,
        experiences: 0,
        application_analyses: 0,
        chat_messages: 0,
        user_notes: 0,
        coach_sessions: 0,
        interview_debriefs: 0,
        standing_rules: 0,
        offers: 0,
      },
      files: 1,
      changes: [
        { kind: 'firstName', from: 'Zoe', to: 'Ada' },
        { kind: 'photo', change: 'removed' },
        { kind: 'settings', settings: ['interview_language', 'language'] },
      ],
    });
  });

  it('names a different answer timing among the settings, as public.import_account imports it (issue 32)', () => {
    const source = readAccountExport(exportZip({ user_profiles: [{ ...current.profile, answer_timing: 'instant' }] }, { user_metadata: { firstname: 'Zoe' } }));
    expect(previewImport(source, { ...current, profile: { ...current.profile, answer_timing: 'pause' } }).changes).toContainEqual({
      kind: 'settings',
      settings: ['answer_timing'],
    });
  });

  it('changes nothing when the export holds the same name and settings', () => {
    const source = readAccountExport(exportZip({ user_profiles: [{ ...current.profile }] }, { user_metadata: { firstname: 'Zoe' } }));
    expect(previewImport(source, current).changes).toEqual([{ kind: 'photo', change: 'replaced' }]);
  });
});

describe('planImport', () => {
  it('gives new ids, the new owner, remapped copilot sessions, parents and resume paths', () => {
    const source = readAccountExport(
      exportZip({
        applications: [{ id: APP, user_id: OLD_USER, resume_file: `${OLD_USER}/cv.pdf`, company_name: 'Acme' }],
        interviews: [{ id: INT, application_id: APP, name: 'Tech' }],
        application_status_events: [
          { id: 'e1', user_id: OLD_USER, application_id: APP, from_status: null, to_status: 'Saved', changed_at: '2026-10-01T09:00:00Z' },
          { id: 'e2', user_id: OLD_USER, application_id: APP, from_status: 'Saved', to_status: 'Applied', changed_at: '2026-10-02T09:00:00Z' },
        ],
        chat_messages: [
          { id: 'c1', user_id: OLD_USER, session_id: `app_${APP}` },
          { id: 'c2', user_id: OLD_USER, session_id: `int_${INT}` },
          { id: 'c3', user_id: OLD_USER, session_id: 'demo' },
        ],
        user_profiles: [{ id: OLD_USER, photo_url: `http://x/storage/v1/object/public/avatars/${OLD_USER}/gone.png`, interview_language: 'fr' }],
      }),
    );
    let n = 0;
    const { payload, problems } = planImport(source, {
      userId: NEW_USER,
      newPaths: new Map([[`resumes/${OLD_USER}/cv.pdf`, `${NEW_USER}/new.pdf`]]),
      newId: () => `00000000-0000-4000-8000-00000000000${++n}`,
    });
    expect(problems).toEqual([]);
    const [application] = payload.applications;
    const [interview] = payload.interviews;
    expect(application).toMatchObject({ user_id: NEW_USER, resume_file: `${NEW_USER}/new.pdf`, company_name: 'Acme' });
    expect(application.id).not.toBe(APP);
    expect(interview.application_id).toBe(application.id);
    // The application's history follows it to its new id, its times as they were (issue #42).
    expect(payload.application_status_events).toEqual([
      expect.objectContaining({ user_id: NEW_USER, application_id: application.id, from_status: null, to_status: 'Saved', changed_at: '2026-10-01T09:00:00Z' }),
      expect.objectContaining({
        user_id: NEW_USER,
        application_id: application.id,
        from_status: 'Saved',
        to_status: 'Applied',
        changed_at: '2026-10-02T09:00:00Z',
      }),
    ]);
    expect(payload.chat_messages.map((m) => m.session_id)).toEqual([`app_${application.id}`, `int_${interview.id}`, 'demo']);
    expect(payload.chat_messages.every((m) => m.user_id === NEW_USER)).toBe(true);
    expect(payload.profile).toMatchObject({ id: NEW_USER, photo_url: null, interview_language: 'fr' });
  });

  it('stores the photo as the path of its uploaded copy, from an export holding its path or its public URL', () => {
    const newPaths = new Map([[`avatars/${OLD_USER}/me.png`, `${NEW_USER}/me.png`]]);
    for (const photo_url of [`${OLD_USER}/me.png`, `http://127.0.0.1:54321/storage/v1/object/public/avatars/${OLD_USER}/me.png`]) {
      const source = readAccountExport(exportZip({ user_profiles: [{ id: OLD_USER, photo_url }] }));
      expect(planImport(source, { userId: NEW_USER, newPaths }).payload.profile).toMatchObject({ photo_url: `${NEW_USER}/me.png` });
    }
    const elsewhere = readAccountExport(exportZip({ user_profiles: [{ id: OLD_USER, photo_url: 'https://images.example.com/me.png' }] }));
    expect(planImport(elsewhere, { userId: NEW_USER, newPaths }).payload.profile).toMatchObject({ photo_url: 'https://images.example.com/me.png' });
  });

  it('moves a debrief to its interview’s new id, and reports one whose interview is not in the export (issue #30)', () => {
    const source = readAccountExport(
      exportZip({
        applications: [{ id: APP }],
        interviews: [{ id: INT, application_id: APP }],
        interview_debriefs: [
          { id: 'd1', user_id: OLD_USER, interview_id: INT, outcome: 'offer' },
          { id: 'd2', user_id: OLD_USER, interview_id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd' },
        ],
      }),
    );
    const { payload, problems } = planImport(source, { userId: NEW_USER, newPaths: new Map() });
    expect(payload.interview_debriefs[0]).toMatchObject({ user_id: NEW_USER, interview_id: payload.interviews[0].id, outcome: 'offer' });
    expect(payload.interview_debriefs[0].id).not.toBe('d1');
    expect(problems).toEqual([{ table: 'interview_debriefs', item: 2, message: expect.stringContaining('interview that is not in the export') }]);
  });

  it('moves a negotiation role-play to its offer’s new id, and to none when its offer is not in the export (issue #43)', () => {
    const OFFER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    const role = { user_id: OLD_USER, session_id: `app_${APP}`, practice: 'negotiation' };
    const source = readAccountExport(
      exportZip({
        applications: [{ id: APP }],
        offers: [{ id: OFFER, user_id: OLD_USER, application_id: APP, currency: 'EUR' }],
        coach_sessions: [
          { ...role, id: 's1', offer_id: OFFER },
          { ...role, id: 's2', offer_id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee' },
          { id: 's3', user_id: OLD_USER, session_id: 'demo', practice: 'interview', offer_id: null },
        ],
      }),
    );
    const { payload, problems } = planImport(source, { userId: NEW_USER, newPaths: new Map() });
    expect(problems).toEqual([]);
    const [offer] = payload.offers;
    expect(offer.id).not.toBe(OFFER);
    expect(payload.coach_sessions.map(({ practice, offer_id }) => ({ practice, offer_id }))).toEqual([
      { practice: 'negotiation', offer_id: offer.id },
      { practice: 'negotiation', offer_id: null },
      { practice: 'interview', offer_id: null },
    ]);
  });

  it('reads an export made before debriefs existed (no data/interview_debriefs.json) as one without debriefs', () => {
    const zip = createZip([
      { name: MANIFEST_PATH, bytes: encode({ format: EXPORT_FORMAT, version: 1, exported_at: 'now', user_id: OLD_USER, email: null, rows: {}, files: [] }) },
      ...[...IMPORTED_TABLES, 'user_profiles']
        .filter((table) => table !== 'interview_debriefs')
        .map((table) => ({ name: dataPath(table, 'json'), bytes: encode([]) })),
    ]);
    expect(readAccountExport(zip).rows.interview_debriefs).toEqual([]);
    const withoutNotes = createZip([
      { name: MANIFEST_PATH, bytes: encode({ format: EXPORT_FORMAT, version: 1, exported_at: 'now', user_id: OLD_USER, email: null, rows: {}, files: [] }) },
      ...[...IMPORTED_TABLES, 'user_profiles'].filter((table) => table !== 'user_notes').map((table) => ({ name: dataPath(table, 'json'), bytes: encode([]) })),
    ]);
    expect(() => readAccountExport(withoutNotes)).toThrow(ImportRefusedError);
  });

  it('reports each row that points at something missing from the export', () => {
    const source = readAccountExport(
      exportZip({
        applications: [{ id: APP, resume_file: `${OLD_USER}/other.pdf`, resume_name: 'other.pdf' }],
        interviews: [{ id: INT, application_id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc' }],
        user_notes: [{ id: 'n', session_id: 'int_dddddddd-dddd-4ddd-8ddd-dddddddddddd' }],
      }),
    );
    const { problems } = planImport(source, { userId: NEW_USER, newPaths: new Map() });
    expect(problems).toEqual([
      { table: 'applications', item: 1, message: 'its resume other.pdf is not in the export' },
      { table: 'interviews', item: 1, message: expect.stringContaining('application that is not in the export') },
      { table: 'user_notes', item: 1, message: expect.stringContaining('copilot session that is not in the export') },
    ]);
  });
});
