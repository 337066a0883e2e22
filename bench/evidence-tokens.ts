// `npm run bench -- evidence-tokens`: what the evidence costs per Copilot answer, Coach feedback and debrief (issue #39). The same person's record
// (a realistic one: four experiences of five mission lines, a job offer, the interview's notes, a résumé, facts about
// me, a session note) gives the Copilot's system prompt as it was before citations (experience and job offer as prose,
// no résumé, facts or note) and as it is now (every line once, after its ref, with the rule to cite), and the catalogue
// the stream carries first. Tokens are estimated at 4 characters a token (OpenAI's rule of thumb for English; no
// tokenizer is installed); the ratio is what the budget holds: the evidence must not double the prompt.
import { buildFeedbackPrompt } from '../supabase/functions/ai/prompts/coach.ts';
import { buildCopilotSystemPrompt } from '../supabase/functions/ai/prompts/copilot.ts';
import { buildDebriefPrompt } from '../supabase/functions/ai/prompts/debrief.ts';
import { buildEvidence, evidenceSection, type EvidenceRecord } from '../supabase/functions/ai/prompts/evidence.ts';

const BUDGET_RATIO = 2;
const CHARS_PER_TOKEN = 4;

const missions = (company: string) =>
  [
    `- Led the ${company} reporting roadmap for 3 product teams and 40 account managers`,
    '- Moved the nightly pipelines from cron scripts to Airflow and dbt, cutting failures by 60%',
    '- Built the churn dashboard in Looker that the leadership team reviews every Monday',
    '- Hired and mentored 2 analysts; ran the weekly data office hours',
    '- Presented quarterly results to the board with the CFO',
  ].join('\n');

const record: EvidenceRecord = {
  experiences: ['Acme Retail', 'Globex', 'Initech', 'Umbrella'].map((company, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    company,
    job_title: ['Data Lead', 'Senior Analyst', 'Analyst', 'Junior Analyst'][index],
    start_date: `${2022 - index * 2}-01-01`,
    end_date: index === 0 ? null : `${2024 - index * 2}-01-01`,
    current_job: index === 0,
    missions: missions(company),
  })),
  application: {
    id: '00000000-0000-4000-8000-0000000000aa',
    company_name: 'Northwind Analytics',
    job_title: 'Head of Data',
    job_offer_content: [
      'Northwind Analytics builds a data platform for retailers.',
      'You will lead a team of 6 analysts and 2 data engineers and own the analytics roadmap.',
      'You will work with product, finance and sales leadership every week.',
      'We look for 6+ years in analytics, 2+ years managing people, strong SQL and dbt, and experience with Looker or Tableau.',
      'Nice to have: Python, experimentation, retail or e-commerce experience.',
      'Hybrid in Lyon, 2 days a week in the office.',
    ].join('\n'),
    resume_text: [
      'Jane Doe — Data Lead',
      'MSc Statistics, Université de Lyon, 2014',
      'Skills: SQL, dbt, Airflow, Looker, Python, pandas',
      'Languages: French (native), English (fluent), Spanish (intermediate)',
    ].join('\n'),
  },
  interview: {
    id: '00000000-0000-4000-8000-0000000000bb',
    name: 'Hiring manager',
    interviewer_names: 'Sam Carter',
    additional_info: 'Ask about the team size.\nThey use Snowflake.',
  },
  note: { session: 'int_00000000-0000-4000-8000-0000000000bb', content: 'Mention the Looker migration.' },
  facts: 'Cut reporting costs by 30% at Acme Retail in 2023\nSpeaker at dbt Coalesce 2024',
};

const tokens = (chars: number) => Math.round(chars / CHARS_PER_TOKEN);

export async function run(): Promise<string> {
  const settings = {
    mode: 'interview',
    application: record.application,
    interview: record.interview,
    experiences: record.experiences,
    standingRules: [],
  } as const;
  const before = buildCopilotSystemPrompt({ ...settings, responseLength: 'balanced', responseLanguage: 'en' });
  const pieces = buildEvidence(record);
  const after = buildCopilotSystemPrompt({ ...settings, evidence: evidenceSection(pieces), responseLength: 'balanced', responseLanguage: 'en' });
  const sameContent = buildEvidence({ ...record, application: { ...record.application!, resume_text: null }, note: null, facts: null });
  const afterSame = buildCopilotSystemPrompt({ ...settings, evidence: evidenceSection(sameContent), responseLength: 'balanced', responseLanguage: 'en' });
  const catalogue = JSON.stringify(pieces);
  const ratio = after.length / before.length;
  // The Coach's feedback on an answer that claims two specifics the record lacks: its prompt (system and user) as it
  // was, and with the record as evidence and the claims the check found (one call, as before).
  const languages = { interviewLanguage: 'en', responseLanguage: 'en' } as const;
  const answer = 'At Acme Retail I moved our pipelines to Airflow and dbt. Then I cut costs by 40% with Kubernetes.';
  const promptChars = (messages: ReadonlyArray<{ content: string }>) => messages.reduce((sum, message) => sum + message.content.length, 0);
  const feedbackBefore = promptChars(buildFeedbackPrompt(settings, languages, 'Tell me about a win.', answer));
  const feedbackAfter = promptChars(
    buildFeedbackPrompt({ ...settings, evidence: evidenceSection(pieces) }, languages, 'Tell me about a win.', answer, null, ['40%', 'Kubernetes']),
  );
  const feedbackRatio = feedbackAfter / feedbackBefore;
  // The debrief of an interview where the Copilot heard three questions, before the record as evidence and with it.
  const heard = ['Tell me about yourself.', 'Why Northwind Analytics?', 'Tell me about a project you led.'].map((question) => ({
    question,
    suggested: 'At Acme Retail I led the reporting roadmap for 3 product teams and moved the pipelines to Airflow and dbt, cutting failures by 60%.',
  }));
  const debriefBefore = promptChars(buildDebriefPrompt(settings, 'en', heard, 'Too long on the first answer.'));
  const debriefAfter = promptChars(buildDebriefPrompt({ ...settings, evidence: evidenceSection(pieces) }, 'en', heard, 'Too long on the first answer.'));
  const debriefRatio = debriefAfter / debriefBefore;
  const verdict = [ratio, feedbackRatio, debriefRatio].every((each) => each <= BUDGET_RATIO) ? 'PASS' : 'FAIL';
  const section = [
    '## Evidence cost per Copilot answer (issue #39)',
    '',
    `The same record's Copilot system prompt before citations and with them (bench/evidence-tokens.ts; ${pieces.length} evidence lines: 4 experiences of 5 mission lines, a job offer, the interview's notes, a résumé, facts about me, a session note). Tokens estimated at ${CHARS_PER_TOKEN} characters a token. The "after" prompt also carries what the "before" one never did (the résumé, the facts, the session's note): the experience and job offer it shares are no longer said twice.`,
    '',
    '| prompt | characters | ≈ tokens |',
    '| --- | --- | --- |',
    `| before (experience and offer as prose) | ${before.length} | ${tokens(before.length)} |`,
    `| after (every line once, after its ref, with the rule to cite) | ${after.length} | ${tokens(after.length)} |`,
    `| after, the same content as before (no résumé, facts or note): the refs and the rule alone | ${afterSame.length} | ${tokens(afterSame.length)} |`,
    `| after ÷ before | ${ratio.toFixed(2)} | budget ≤ ${BUDGET_RATIO}: ${ratio <= BUDGET_RATIO ? 'PASS' : 'FAIL'} |`,
    '',
    "The Coach's feedback on an answer claiming two specifics the record lacks (system and user messages; the same record, the evidence and the check's claims in its prompt since #39, still one call):",
    '',
    '| feedback prompt | characters | ≈ tokens |',
    '| --- | --- | --- |',
    `| before (experience and offer as prose) | ${feedbackBefore} | ${tokens(feedbackBefore)} |`,
    `| after (the record as evidence, and the claims it does not hold) | ${feedbackAfter} | ${tokens(feedbackAfter)} |`,
    `| after ÷ before | ${feedbackRatio.toFixed(2)} | budget ≤ ${BUDGET_RATIO}: ${feedbackRatio <= BUDGET_RATIO ? 'PASS' : 'FAIL'} |`,
    '',
    'The debrief of an interview where the Copilot heard three questions (system and user messages; its suggested answers cite the record since #39):',
    '',
    '| debrief prompt | characters | ≈ tokens |',
    '| --- | --- | --- |',
    `| before (experience and offer as prose) | ${debriefBefore} | ${tokens(debriefBefore)} |`,
    `| after (the record as evidence, refs in the suggested answers only) | ${debriefAfter} | ${tokens(debriefAfter)} |`,
    `| after ÷ before | ${debriefRatio.toFixed(2)} | budget ≤ ${BUDGET_RATIO}: ${debriefRatio <= BUDGET_RATIO ? 'PASS' : 'FAIL'} |`,
    '',
    `The catalogue the stream sends first (to the browser, not to the model): ${catalogue.length} bytes of JSON.`,
  ].join('\n');
  if (verdict === 'FAIL')
    throw new Error(
      `The evidence more than doubles a prompt (Copilot ×${ratio.toFixed(2)}, feedback ×${feedbackRatio.toFixed(2)}, debrief ×${debriefRatio.toFixed(2)}):\n${section}`,
    );
  return section;
}
