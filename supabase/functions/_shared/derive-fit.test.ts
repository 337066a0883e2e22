// The overall fit is computed from the marks: met 1, partly met 0.5, missing 0; must-haves weigh twice.
import { describe, expect, it } from 'vitest';
import { deriveFit, type RequirementImportance, type RequirementMark } from './derive-fit.ts';

const must = (mark: RequirementMark) => ({ mark, importance: 'must_have' as RequirementImportance });
const nice = (mark: RequirementMark) => ({ mark, importance: 'nice_to_have' as RequirementImportance });

describe('deriveFit', () => {
  it('is 100% Strong fit when everything is met, 0% Weak fit when everything is missing', () => {
    expect(deriveFit([must('met'), nice('met')])).toEqual({ label: 'Strong fit', percentage: 100, counts: { met: 2, partly_met: 0, missing: 0 } });
    expect(deriveFit([must('missing'), must('missing')])).toMatchObject({ label: 'Weak fit', percentage: 0 });
  });

  it('counts partly met as half', () => {
    expect(deriveFit([must('partly_met'), must('partly_met')])).toMatchObject({ label: 'Partial fit', percentage: 50, counts: { partly_met: 2 } });
    expect(deriveFit([must('met'), must('partly_met')])).toMatchObject({ label: 'Strong fit', percentage: 75 });
  });

  it('weighs must-haves twice as much as nice-to-haves', () => {
    // (2·1 + 1·0) / 3 = 67 % vs (2·0 + 1·1) / 3 = 33 %
    expect(deriveFit([must('met'), nice('missing')])).toMatchObject({ label: 'Good fit', percentage: 67 });
    expect(deriveFit([must('missing'), nice('met')])).toMatchObject({ label: 'Weak fit', percentage: 33 });
  });

  it('puts the label boundaries at 75, 55 and 35 percent', () => {
    // 20 must-haves: each met adds 5 %, each partly met 2.5 %.
    const fit = (met: number, partly = 0) =>
      deriveFit([...Array(met).fill(must('met')), ...Array(partly).fill(must('partly_met')), ...Array(20 - met - partly).fill(must('missing'))]);
    expect(fit(15)).toMatchObject({ percentage: 75, label: 'Strong fit' });
    expect(fit(14, 1)).toMatchObject({ percentage: 73, label: 'Good fit' });
    expect(fit(11)).toMatchObject({ percentage: 55, label: 'Good fit' });
    expect(fit(10, 1)).toMatchObject({ percentage: 53, label: 'Partial fit' });
    expect(fit(7)).toMatchObject({ percentage: 35, label: 'Partial fit' });
    expect(fit(6, 1)).toMatchObject({ percentage: 33, label: 'Weak fit' });
  });

  it('is a Weak fit at 0% with no requirements', () => {
    expect(deriveFit([])).toEqual({ label: 'Weak fit', percentage: 0, counts: { met: 0, partly_met: 0, missing: 0 } });
  });
});
