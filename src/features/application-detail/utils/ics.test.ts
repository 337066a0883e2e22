import { icsFileName, interviewToIcs } from './ics';

describe('interviewToIcs', () => {
  it('builds a calendar event spanning the interview duration', () => {
    const ics = interviewToIcs(
      { id: 'i1', name: 'Tech; round', interviewer_names: 'Hugo, Léa', date: '2026-11-25T09:30:00.000Z', duration: 45, additional_info: null },
      { companyName: 'Doctolib', jobTitle: 'Engineer' },
      new Date('2026-11-21T00:00:00Z'),
    );
    expect(ics).toContain('DTSTART:20261125T093000Z');
    expect(ics).toContain('DTEND:20261125T101500Z');
    expect(ics).toContain('SUMMARY:Tech\\; round – Doctolib');
    expect(ics).toContain('UID:i1@offerpilot');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
    expect(icsFileName({ id: 'i1', name: 'Tech round', interviewer_names: '', date: '', duration: 1, additional_info: null }, 'Back Market')).toBe('back-market-tech-round.ics');
  });
});
