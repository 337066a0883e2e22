import { formatProgress, mostAdvancedApplication, nextInterview, progressPercent } from './summary';
import { makeApplication } from './application-fixture';

const application = makeApplication;

describe('progressPercent', () => {
  it('is the rounded share of recorded interviews over the expected number', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(4, 4)).toBe(100);
    expect(progressPercent(0, 2)).toBe(0);
    expect(progressPercent(5, 4)).toBe(125);
  });

  it('is null, shown as "-", when no expected number is set', () => {
    expect(progressPercent(3, null)).toBeNull();
    expect(progressPercent(3, undefined)).toBeNull();
    expect(formatProgress(null)).toBe('-');
    expect(formatProgress(33)).toBe('33%');
  });
});

describe('mostAdvancedApplication', () => {
  it('prefers the first Succeeded application over an In progress one listed before it', () => {
    const list = [
      application({ id: '1', status: 'Applied' }),
      application({ id: '2', status: 'In progress' }),
      application({ id: '3', status: 'Succeeded' }),
      application({ id: '4', status: 'Succeeded' }),
    ];
    expect(mostAdvancedApplication(list)?.id).toBe('3');
  });

  it('falls back to the first In progress application', () => {
    const list = [application({ id: '1', status: 'Missed' }), application({ id: '2', status: 'In progress' }), application({ id: '3', status: 'In progress' })];
    expect(mostAdvancedApplication(list)?.id).toBe('2');
  });

  it('takes a sent application before Saved ones (issue #37: Applied, Saved and No Reply said "None"), Applied before No Reply', () => {
    const list = [application({ id: '1', status: 'Saved' }), application({ id: '2', status: 'No Reply' }), application({ id: '3', status: 'Applied' })];
    expect(mostAdvancedApplication(list)?.id).toBe('3');
    expect(mostAdvancedApplication([application({ id: '1', status: 'Missed' }), application({ id: '2', status: 'No Reply' })])?.id).toBe('2');
  });

  it('returns null when only Saved (not sent yet) and Missed (over) applications are listed', () => {
    expect(mostAdvancedApplication([application({ status: 'Missed' }), application({ status: 'Saved' })])).toBeNull();
    expect(mostAdvancedApplication([])).toBeNull();
  });
});

describe('nextInterview', () => {
  const now = new Date(2026, 10, 21, 15, 0); // 21 Nov 2026, 15:00 local

  it('returns the earliest interview from the start of today on', () => {
    const list = [
      application({
        id: 'a',
        company_name: 'Qonto',
        interviews: [
          { id: 'past', name: 'Screen', date: new Date(2026, 10, 20, 9).toISOString() },
          { id: 'later', name: 'Onsite', date: new Date(2026, 10, 28, 9).toISOString() },
        ],
      }),
      application({
        id: 'b',
        company_name: 'Alan',
        interviews: [{ id: 'this-morning', name: 'Tech', date: new Date(2026, 10, 21, 9).toISOString() }],
      }),
    ];
    const next = nextInterview(list, now);
    expect(next).toMatchObject({ id: 'this-morning', applicationId: 'b', companyName: 'Alan' });
  });

  it('returns null when every interview is before today', () => {
    const list = [application({ interviews: [{ id: 'old', name: 'Screen', date: new Date(2026, 10, 20, 23, 59).toISOString() }] })];
    expect(nextInterview(list, now)).toBeNull();
    expect(nextInterview([], now)).toBeNull();
  });
});
