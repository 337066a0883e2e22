import { describe, expect, it } from 'vitest';
import type { Journey } from '@/data/journeys/get-journeys';
import { funnel, inDateRange, median, medianDaysInStatus, medianDaysToFirstReply, roleKeywords, splitBy, stepsReached, weeklyActivity } from './funnel';

const START = Date.parse('2026-10-05T09:00:00Z'); // a Monday
const day = (days: number) => new Date(START + days * 86_400_000).toISOString();

function journey(fields: Partial<Journey>): Journey {
  return {
    id: crypto.randomUUID(),
    company_name: 'Acme',
    job_title: 'Engineer',
    source: null,
    resume_name: null,
    status: 'Saved',
    application_date: '2026-10-05',
    status_changed_at: day(0),
    follow_up_on: null,
    saved_at: day(0),
    applied_at: null,
    replied_at: null,
    interviewed_at: null,
    offered_at: null,
    days_in_status: {},
    ...fields,
  };
}

describe('stepsReached', () => {
  it('takes a later step as proof of the earlier ones, at the latest when it happened', () => {
    // Entered straight as Succeeded: applied, replied and interviewed by then.
    const offered = stepsReached(journey({ saved_at: day(3), offered_at: day(3) }));
    expect(offered).toEqual({
      saved: START + 3 * 86_400_000,
      applied: START + 3 * 86_400_000,
      replied: START + 3 * 86_400_000,
      interview: START + 3 * 86_400_000,
      offer: START + 3 * 86_400_000,
    });
    // An interview entered before the status moved: replied then.
    const interviewed = stepsReached(journey({ applied_at: day(1), replied_at: day(9), interviewed_at: day(6) }));
    expect(interviewed.replied).toBe(START + 6 * 86_400_000);
    expect(interviewed.offer).toBeNull();
  });
});

describe('funnel', () => {
  it('counts each step and the conversion from the step before', () => {
    const journeys = [
      journey({}),
      journey({}),
      journey({ applied_at: day(1) }),
      journey({ applied_at: day(1) }),
      journey({ applied_at: day(1), replied_at: day(5) }),
      journey({ applied_at: day(1), replied_at: day(5), interviewed_at: day(5) }),
      journey({ applied_at: day(1), replied_at: day(5), interviewed_at: day(5), offered_at: day(20) }),
      journey({ applied_at: day(2), replied_at: day(3) }),
    ];
    expect(funnel(journeys)).toEqual([
      { step: 'saved', count: 8, conversion: null },
      { step: 'applied', count: 6, conversion: 6 / 8 },
      { step: 'replied', count: 4, conversion: 4 / 6 },
      { step: 'interview', count: 2, conversion: 2 / 4 },
      { step: 'offer', count: 1, conversion: 1 / 2 },
    ]);
  });

  it('has no conversion after a step nobody reached', () => {
    expect(funnel([journey({})]).map((step) => step.conversion)).toEqual([null, 0, null, null, null]);
    expect(funnel([]).every((step) => step.count === 0 && step.conversion === null)).toBe(true);
  });
});

describe('splitBy', () => {
  it('counts sent applications per group, largest first, leaving out the ones never sent', () => {
    const journeys = [
      ...Array.from({ length: 6 }, (_, index) => journey({ source: 'referral', applied_at: day(1), interviewed_at: index < 4 ? day(8) : null })),
      ...Array.from({ length: 31 }, (_, index) =>
        journey({ source: 'job_board', applied_at: day(1), replied_at: index < 5 ? day(9) : null, interviewed_at: index === 0 ? day(12) : null }),
      ),
      journey({ source: 'referral' }),
    ];
    expect(splitBy(journeys, (item) => [item.source ?? 'unknown'])).toEqual([
      { key: 'job_board', applied: 31, replied: 5, interviews: 1, offers: 0 },
      { key: 'referral', applied: 6, replied: 4, interviews: 4, offers: 0 },
    ]);
  });

  it('counts an application once in each of its groups', () => {
    const rows = splitBy([journey({ job_title: 'Senior Frontend Engineer', applied_at: day(1) })], (item) => roleKeywords(item.job_title));
    expect(rows.map((row) => [row.key, row.applied])).toEqual([
      ['engineer', 1],
      ['frontend', 1],
    ]);
  });
});

describe('roleKeywords', () => {
  it('keeps the words that name the role, without seniority, filler or numbers', () => {
    expect(roleKeywords('Senior Frontend Engineer (Remote)')).toEqual(['frontend', 'engineer']);
    expect(roleKeywords('Développeur·se Full-Stack H/F')).toEqual(['développeur', 'se', 'full', 'stack']);
    expect(roleKeywords('Lead C++ engineer II, 2026')).toEqual(['c++', 'engineer']);
  });
});

describe('medians', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([7, 1, 3])).toBe(3);
    expect(median([10, 1, 3, 4])).toBe(3.5);
  });

  it('measures days from applying to the first reply over the applications that got one', () => {
    const journeys = [
      journey({ applied_at: day(0), replied_at: day(2) }),
      journey({ applied_at: day(0), replied_at: day(9) }),
      journey({ applied_at: day(1), replied_at: day(5) }),
      journey({ applied_at: day(1) }),
    ];
    expect(medianDaysToFirstReply(journeys)).toEqual({ days: 4, count: 3 });
    expect(medianDaysToFirstReply([journey({ applied_at: day(1) })])).toEqual({ days: null, count: 0 });
  });

  it('measures days in each status over the applications that left it', () => {
    const journeys = [
      journey({ days_in_status: { Saved: 2, Applied: 7 } }),
      journey({ days_in_status: { Applied: 3 } }),
      journey({ days_in_status: { Applied: 12 } }),
    ];
    expect(medianDaysInStatus(journeys, ['Saved', 'Applied', 'In progress'])).toEqual([
      { status: 'Saved', days: 2, count: 1 },
      { status: 'Applied', days: 7, count: 3 },
      { status: 'In progress', days: null, count: 0 },
    ]);
  });
});

describe('weeklyActivity', () => {
  it('counts applications sent and interviews reached per week, every week between, Monday-based', () => {
    const journeys = [
      journey({ applied_at: day(0) }),
      journey({ applied_at: day(6), interviewed_at: day(15) }),
      journey({ applied_at: day(7) }),
      journey({ applied_at: day(22), interviewed_at: day(23) }),
    ];
    expect(weeklyActivity(journeys)).toEqual([
      { week: '2026-10-05', applied: 2, interviews: 0 },
      { week: '2026-10-12', applied: 1, interviews: 0 },
      { week: '2026-10-19', applied: 0, interviews: 1 },
      { week: '2026-10-26', applied: 1, interviews: 1 },
    ]);
    expect(weeklyActivity([journey({})])).toEqual([]);
  });
});

describe('inDateRange', () => {
  it('keeps the applications dated within the range, bounds included, and all for an open bound', () => {
    const journeys = ['2026-09-30', '2026-10-01', '2026-10-31', '2026-11-01'].map((date) => journey({ application_date: date }));
    expect(inDateRange(journeys, { from: '2026-10-01', to: '2026-10-31' }).map((item) => item.application_date)).toEqual(['2026-10-01', '2026-10-31']);
    expect(inDateRange(journeys, { from: '', to: '2026-10-01' })).toHaveLength(2);
    expect(inDateRange(journeys, { from: '', to: '' })).toHaveLength(4);
  });
});
