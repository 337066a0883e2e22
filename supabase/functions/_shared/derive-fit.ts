// The overall fit follows from the requirement marks (never a number the model invents): a weighted average.

export type RequirementMark = 'met' | 'partly_met' | 'missing';
export type RequirementImportance = 'must_have' | 'nice_to_have';

const MARK_SCORES: Record<RequirementMark, number> = { met: 1, partly_met: 0.5, missing: 0 };
const IMPORTANCE_WEIGHTS: Record<RequirementImportance, number> = { must_have: 2, nice_to_have: 1 };

const FIT_LABELS = ['Strong fit', 'Good fit', 'Partial fit', 'Weak fit'] as const;
export type FitLabel = (typeof FIT_LABELS)[number];

/** Lowest percentage for each label, best first. */
const THRESHOLDS: ReadonlyArray<readonly [FitLabel, number]> = [
  ['Strong fit', 75],
  ['Good fit', 55],
  ['Partial fit', 35],
  ['Weak fit', 0],
];

export interface Fit {
  label: FitLabel;
  /** 0–100, rounded. */
  percentage: number;
  counts: Record<RequirementMark, number>;
}

export function deriveFit(requirements: ReadonlyArray<{ mark: RequirementMark; importance: RequirementImportance }>): Fit {
  const counts: Record<RequirementMark, number> = { met: 0, partly_met: 0, missing: 0 };
  let weighted = 0;
  let totalWeight = 0;
  for (const { mark, importance } of requirements) {
    const weight = IMPORTANCE_WEIGHTS[importance];
    counts[mark] += 1;
    weighted += weight * MARK_SCORES[mark];
    totalWeight += weight;
  }
  const percentage = totalWeight === 0 ? 0 : Math.round((100 * weighted) / totalWeight);
  const label = THRESHOLDS.find(([, minimum]) => percentage >= minimum)?.[0] ?? 'Weak fit';
  return { label, percentage, counts };
}
