import { followUpToIcs, icsFileName, interviewToIcs } from './ics';

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
    expect(icsFileName(['Back Market', 'Tech round'])).toBe('back-market-tech-round.ics');
  });
});

describe('followUpToIcs', () => {
  const application = { id: 'a1', company_name: 'Back Market', job_title: 'Engineer', follow_up_on: '2026-12-31' };

  it('builds an all-day event on the follow-up day, ending (exclusively) on the next day across a year end', () => {
    const ics = followUpToIcs(application, new Date('2026-11-25T00:00:00Z'));
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('UID:follow-up-a1@offerpilot');
    expect(lines).toContain('SUMMARY:Follow up with Back Market');
    expect(lines).toContain('DTSTAMP:20261125T000000Z');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('names the file after the company', () => {
    expect(icsFileName([application.company_name, 'follow-up'])).toBe('back-market-follow-up.ics');
  });
});
