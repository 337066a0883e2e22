import i18next from 'i18next';
import { formatApplicationDate, formatInterviewDate } from './format';

describe('formatApplicationDate', () => {
  it('writes a calendar date as "Nov 21, 2026" and leaves anything else as it is', () => {
    expect(formatApplicationDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatApplicationDate('2027-01-05')).toBe('Jan 5, 2027');
    expect(formatApplicationDate('not a date')).toBe('not a date');
  });
});

describe('formatInterviewDate', () => {
  const now = new Date(2026, 10, 21, 15, 0);
  it('leaves the year out this year and shows it in another year, on a 12-hour clock', () => {
    expect(formatInterviewDate(new Date(2026, 10, 26, 16, 5).toISOString(), now)).toBe('Thu, Nov 26, 04:05 PM');
    expect(formatInterviewDate(new Date(2027, 0, 15, 0, 30).toISOString(), now)).toBe('Fri, Jan 15, 2027, 12:30 AM');
    expect(formatInterviewDate(new Date(2026, 11, 3, 12, 0).toISOString(), now)).toBe('Thu, Dec 3, 12:00 PM');
  });
});

describe('in French', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('writes dates the way Intl writes fr-FR dates, on a 24-hour clock', async () => {
    await i18next.changeLanguage('fr');
    const now = new Date(2026, 10, 21, 15, 0);
    expect(formatApplicationDate('2026-11-21')).toBe('21 nov. 2026');
    expect(formatApplicationDate('2027-02-05')).toBe('5 févr. 2027');
    expect(formatInterviewDate(new Date(2026, 10, 26, 16, 5).toISOString(), now)).toBe('jeu. 26 nov., 16:05');
    expect(formatInterviewDate(new Date(2027, 0, 15, 0, 30).toISOString(), now)).toBe('ven. 15 janv. 2027, 00:30');
    const intl = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
    expect(formatInterviewDate(new Date(2026, 10, 26, 16, 5).toISOString(), now)).toBe(intl.format(new Date(2026, 10, 26, 16, 5)));
  });
});
