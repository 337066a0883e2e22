// A short plain-text digest of a fit analysis for the Copilot's prompt: fit, gaps, strengths with evidence, talking points.
import { deriveFit, type RequirementImportance, type RequirementMark } from '../../_shared/derive-fit.ts';

/** The saved analysis, as far as the digest reads it (application_analyses.result). */
export interface AnalysisResult {
  requirements: Array<{ requirement: string; importance: RequirementImportance; mark: RequirementMark; evidence: string }>;
  missing_keywords: string[];
  talking_points: string[];
}

export const PROMPT_SUMMARY_MAX_CHARS = 1500;

const MARK_TEXT: Record<RequirementMark, string> = { met: 'met', partly_met: 'partly met', missing: 'missing' };

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export function analysisPromptSummary(analysis: { result: AnalysisResult }): string {
  const { requirements, missing_keywords: keywords, talking_points: points } = analysis.result;
  const fit = deriveFit(requirements);
  const gaps = requirements.filter((r) => r.mark !== 'met');
  const strengths = requirements.filter((r) => r.mark === 'met');
  const lines = [
    `Fit analysis of this application: ${fit.label} (${fit.percentage}%): ${fit.counts.met} requirements met, ${fit.counts.partly_met} partly met, ${fit.counts.missing} missing.`,
  ];
  if (strengths.length) lines.push(`Strengths (with evidence): ${strengths.map((r) => `${clip(r.requirement, 60)} ("${clip(r.evidence, 80)}")`).join('; ')}.`);
  if (gaps.length) lines.push(`Gaps to handle honestly: ${gaps.map((r) => `${clip(r.requirement, 60)} (${MARK_TEXT[r.mark]})`).join('; ')}.`);
  if (keywords.length) lines.push(`Keywords the resume lacks: ${keywords.map((k) => clip(k, 30)).join(', ')}.`);
  lines.push(`Talking points: ${points.map((p, i) => `${i + 1}) ${clip(p, 120)}`).join(' ')}`);
  const summary = lines.join('\n');
  return summary.length <= PROMPT_SUMMARY_MAX_CHARS ? summary : `${summary.slice(0, PROMPT_SUMMARY_MAX_CHARS - 1).trimEnd()}…`;
}
