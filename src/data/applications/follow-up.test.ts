import type { ApplicationWithInterviews } from './types';
import { isFollowUpOverdue, suggestedFollowUp, summarizeFollowUps } from './follow-up';

const at = (local: string) => ({ date: new Date(local).toISOString() });

describe('suggestedFollowUp', () => {
  it('is a week after the latest interview, whatever their order', () => {
    expect(suggestedFollowUp([at('2026-11-20T10:00'), at('2026-11-26T16:30'), at('2026-11-02T09:00')])).toBe('2026-12-03');
  });

  it('crosses a month and a year end on the local calendar', () => {
    expect(suggestedFollowUp([at('2026-12-28T23:30')])).toBe('2027-01-04');
  });

  it('is null without interviews, or with only unreadable dates', () => {
    expect(suggestedFollowUp([])).toBeNull();
    expect(suggestedFollowUp([{ date: 'not a date' }])).toBeNull();
  });
});

describe('isFollowUpOverdue', () => {
  const now = new Date(2026, 10, 25, 18, 0);
  it('is overdue once the day has passed, not on the day itself', () => {
    expect(isFollowUpOverdue('2026-11-24', now)).toBe(true);
    expect(isFollowUpOverdue('2026-11-25', now)).toBe(false);
    expect(isFollowUpOverdue('2026-11-26', now)).toBe(false);
  });
});

describe('summarizeFollowUps', () => {
  const now = new Date(2026, 10, 25, 9, 0);
  const application = (id: string, followUpOn: string | null, status: ApplicationWithInterviews['status'] = 'Applied') =>
    ({ id, company_name: `Company ${id}`, status, follow_up_on: followUpOn, interviews: [] }) as unknown as ApplicationWithInterviews;

  it('gives the earliest open follow-up and counts the overdue ones, skipping answered applications', () => {
    const summary = summarizeFollowUps(
      [
        application('a', '2026-12-01'),
        application('b', '2026-11-20'),
        application('c', '2026-11-10', 'Missed'),
        application('d', null),
        application('e', '2026-11-22'),
      ],
      now,
    );
    expect(summary).toEqual({ next: { applicationId: 'b', companyName: 'Company b', followUpOn: '2026-11-20', isOverdue: true }, overdueCount: 2 });
  });

  it('is empty when no application has a follow-up', () => {
    expect(summarizeFollowUps([application('a', null), application('b', '2026-11-01', 'Succeeded')], now)).toEqual({ next: null, overdueCount: 0 });
  });
});
