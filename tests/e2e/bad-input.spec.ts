// Hostile text end to end: HTML and script typed into every free-text field, and model replies (the fake upstream echoes
// the question into its Markdown answer) holding raw HTML and javascript: links. Everything shows as literal text or
// plain Markdown, nothing runs (window.__pwned stays unset), no element or handler is injected, no javascript: link is
// clickable, and a javascript: job link is refused at the form. Each test also reads back what was stored, unchanged.
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { recordSpeech, startCoachSession } from './coach-helpers.ts';
import { chatRequestsAbout, fakeMicrophone, startCopilotSession } from './copilot-helpers.ts';
import { expect, signInViaUi, test } from './fixtures.ts';
import { insertAs, selectAs } from './tracker-helpers.ts';

// The Copilot and the Coach listen through Chromium's fake microphone (a launch option: it applies to the whole file).
test.use(fakeMicrophone);

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/** A field's worth of hostile text (under 200 characters), tagged so each field's copy can be found on screen. */
function hostile(tag: string): string {
  return `${tag} <img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>"><svg onload=window.__pwned=1>`;
}

const MARKDOWN_TRAPS = '[click me](javascript:window.__pwned=1) <a href="javascript:window.__pwned=1">raw link</a>';

/** Nothing ran and nothing was injected: no payload element, no inline handler, no script, and every link goes to the web, the app or a file. */
async function expectInert(page: Page): Promise<void> {
  const report = await page.evaluate(() => ({
    pwned: window.__pwned ?? null,
    injected: Array.from(document.querySelectorAll('img[src="x"], svg[onload], iframe, object, embed')).map((element) => element.outerHTML.slice(0, 80)),
    scripts: Array.from(document.scripts).filter((script) => script.textContent?.includes('__pwned')).length,
    handlers: Array.from(document.querySelectorAll('*')).flatMap((element) =>
      element
        .getAttributeNames()
        .filter((name) => name.toLowerCase().startsWith('on'))
        .map((name) => `${element.tagName.toLowerCase()}[${name}]`),
    ),
    unsafeLinks: Array.from(document.querySelectorAll('a, area'))
      .map((link) => link.getAttribute('href'))
      .filter((href) => href === null || !/^(https?:\/\/|\/(?!\/)|#|blob:|mailto:)/i.test(href.trim())),
  }));
  expect(report).toEqual({ pwned: null, injected: [], scripts: 0, handlers: [], unsafeLinks: [] });
}

function localDateTime(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 11) + '10:30';
}

test('tracker: HTML in application and interview fields shows as text everywhere; a javascript: job link is refused at the form', async ({
  page,
  user,
  e2e,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInViaUi(page, user);
  const company = hostile('Co');
  const title = hostile('Role');
  const offer = `${hostile('Offer')}\n${MARKDOWN_TRAPS}`;

  await page.getByRole('button', { name: 'Application', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add New Application' });
  await drawer.getByLabel('Company').fill(company);
  await drawer.getByLabel('Job Title').fill(title);
  await drawer.getByLabel('Job Link').fill('javascript:window.__pwned=1');
  await drawer.getByRole('tab', { name: 'Process' }).click();
  await drawer.getByLabel('Job Offer').fill(offer);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await drawer.getByRole('tab', { name: 'General' }).click();
  await expect(drawer.getByText('Job link must be a URL starting with http:// or https://.')).toBeVisible();
  await expect(drawer).toBeVisible();
  expect(await selectAs(e2e, user, 'applications', 'select=id')).toEqual([]);

  // Quotes and angle brackets inside a real web address stay part of the address (an attribute value, never markup).
  const quotedLink = 'https://example.com/jobs/1?ref="><svg/onload=window.__pwned=1>';
  await drawer.getByLabel('Job Link').fill(quotedLink);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const [stored] = await selectAs<Record<string, string>>(e2e, user, 'applications', 'select=id,company_name,job_title,job_link,job_offer_content');
  expect(stored).toEqual({ id: stored.id, company_name: company, job_title: title, job_link: quotedLink, job_offer_content: offer });

  const row = page.getByTestId('application-row');
  await expect(row.getByText(company, { exact: true })).toBeVisible();
  await expect(row.getByText(title, { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Open the job posting/ })).toHaveAttribute('href', quotedLink);
  await expectInert(page);

  // The delete confirmation names the application: as text.
  await row.getByRole('button', { name: /^Delete Co / }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(company);
  await expectInert(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
  await expect(page.getByTestId('board-card')).toContainText(company);
  await expect(page.getByTestId('board-card')).toContainText(title);
  await expectInert(page);

  await page.goto(`/application/${stored.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(title);
  await expect(heading.getByRole('link')).toHaveAttribute('href', quotedLink);
  await expect(page.getByText(company, { exact: true })).toBeVisible();
  const offerSection = page.getByRole('region', { name: 'Job offer' });
  await expect(offerSection).toContainText(hostile('Offer'));
  await expect(offerSection).toContainText(MARKDOWN_TRAPS);
  await expect(offerSection.getByRole('link')).toHaveCount(0);
  await expectInert(page);

  await page.getByRole('button', { name: 'Interview' }).click();
  const interviewDrawer = page.getByRole('dialog', { name: 'Add New Interview' });
  await interviewDrawer.getByLabel('Interview Name').fill(hostile('Round'));
  await interviewDrawer.getByLabel('Interviewer(s) Name(s)').fill(hostile('Panel'));
  await interviewDrawer.getByLabel('Interview Date').fill(localDateTime(3));
  await interviewDrawer.getByLabel('Additional Info').fill(`${hostile('Info')}\n${MARKDOWN_TRAPS}`);
  await interviewDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(interviewDrawer).toBeHidden();
  const item = page.getByTestId('interview-item');
  await expect(item.getByText(hostile('Round'), { exact: true })).toBeVisible();
  await expect(item).toContainText(hostile('Panel'));
  await expect(item).toContainText(hostile('Info'));
  await expect(item).toContainText(MARKDOWN_TRAPS);
  // No link comes from the interview's text: the only links are the app's own Coach and Copilot ones.
  await expect(item.locator('a:not([href^="/coach?session=int_"]):not([href^="/copilot3?session=int_"])')).toHaveCount(0);
  await expect(item.getByRole('link')).toHaveCount(2);
  await expectInert(page);
  const [interview] = await selectAs<Record<string, string>>(e2e, user, 'interviews', 'select=name,interviewer_names,additional_info');
  expect(interview).toEqual({ name: hostile('Round'), interviewer_names: hostile('Panel'), additional_info: `${hostile('Info')}\n${MARKDOWN_TRAPS}` });

  // The dashboard's tiles name the next interview and its company.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Next interview' })).toContainText(hostile('Round'));
  await expectInert(page);
});

test('experience and profile: HTML in experience fields and the first name shows as text', async ({ page, user, e2e }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1300, height: 900 });
  await signInViaUi(page, user);
  await page.goto('/experience');
  await page.getByRole('button', { name: 'Experience', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add New Experience' });
  const missions = `${hostile('Missions')}\n- ${MARKDOWN_TRAPS}`;
  await drawer.getByLabel('Company').fill(hostile('Firm'));
  await drawer.getByLabel('Job Title').fill(hostile('Job'));
  await drawer.getByLabel('Start Date').fill('2021-09-01');
  await drawer.getByLabel('I still work here').check();
  await drawer.getByLabel('Missions').fill(missions);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const card = page.getByTestId('experience-card');
  await expect(card).toContainText(hostile('Firm'));
  await expect(card).toContainText(hostile('Job'));
  await expect(card).toContainText(hostile('Missions'));
  await expect(card).toContainText(MARKDOWN_TRAPS);
  await expect(card.getByRole('link')).toHaveCount(0);
  await expectInert(page);
  expect(await selectAs(e2e, user, 'experiences', 'select=company,job_title,missions')).toEqual([
    { company: hostile('Firm'), job_title: hostile('Job'), missions },
  ]);

  // First names are at most 100 characters: a shorter payload.
  const firstName = '<img src=x onerror=window.__pwned=1><b>Zoe</b>';
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile settings' });
  await dialog.getByLabel('First Name').fill(firstName);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText(firstName, { exact: true })).toBeVisible();
  await expectInert(page);
  await page.reload();
  await expect(sidebar.getByText(firstName, { exact: true })).toBeVisible();
  await expect(sidebar.locator('b')).toHaveCount(0);
  await expectInert(page);
});

test('a saved analysis whose model reply holds HTML and javascript: links shows it as text', async ({ page, user, e2e }) => {
  const [application] = await insertAs<{ id: string }>(e2e, user, 'applications', [{ company_name: 'Analysed Co', job_title: 'Engineer' }]);
  const result = {
    requirements: [
      { requirement: hostile('Requirement'), importance: 'must_have', mark: 'partly_met', evidence: hostile('Evidence'), source: 'resume' },
      { requirement: MARKDOWN_TRAPS, importance: 'nice_to_have', mark: 'missing', evidence: '', source: 'none' },
    ],
    missing_keywords: ['<b>Kubernetes</b>'],
    talking_points: [hostile('Point 1'), hostile('Point 2'), hostile('Point 3')],
    likely_questions: [hostile('Question 1'), hostile('Question 2'), `${hostile('Question 3')} ${MARKDOWN_TRAPS}`],
  };
  await insertAs(e2e, user, 'application_analyses', [{ application_id: application.id, result, model: 'gpt-4o-mini' }]);
  await signInViaUi(page, user);
  await page.goto(`/application/${application.id}`);
  const panel = page.getByRole('region', { name: 'Fit analysis' });
  const requirements = panel.getByRole('list', { name: 'Requirements' });
  await expect(requirements).toContainText(hostile('Requirement'));
  await expect(requirements).toContainText(hostile('Evidence'));
  await expect(requirements).toContainText(MARKDOWN_TRAPS);
  await expect(panel.getByRole('list', { name: 'Missing keywords' })).toContainText('<b>Kubernetes</b>');
  for (const text of [...result.talking_points, ...result.likely_questions]) await expect(panel).toContainText(text);
  await expect(panel.getByRole('link', { name: /click me|raw link/ })).toHaveCount(0);
  await expect(panel.locator('b')).toHaveCount(0);
  await expectInert(page);
});

test.describe('model replies with HTML, script and javascript: links', () => {
  test('copilot: the typed question, the Markdown answer, the history and the notes stay inert', async ({ page, user, e2e }) => {
    test.setTimeout(90_000);
    const company = hostile('Corp');
    const title = hostile('Post');
    const [application] = await insertAs<{ id: string }>(e2e, user, 'applications', [
      { company_name: company, job_title: title, status: 'In progress', job_offer_content: hostile('Offer') },
    ]);
    await signInViaUi(page, user);
    await page.goto('/copilot3');
    await startCopilotSession(page, `${company} - ${title}`);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();

    // The fake model answers "**Suggested answer** to: <question>" followed by a Markdown list: the reply carries the payload.
    const marker = `Q-${randomUUID().slice(0, 8)}`;
    const question = `${marker} <img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script> ${MARKDOWN_TRAPS} <javascript:window.__pwned=1>`;
    await page.getByLabel('Transcript').fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.getByTestId('copilot-answer');
    await expect(answer).toContainText('Then the result.', { timeout: 30_000 });
    await expect(answer.locator('strong', { hasText: 'Suggested answer' })).toBeVisible();
    await expect(answer.getByRole('listitem')).toHaveCount(2);
    for (const fragment of [
      marker,
      '<img src=x onerror="window.__pwned=1">',
      '<script>window.__pwned=1</script>',
      '<a href="javascript:window.__pwned=1">raw link</a>',
    ]) {
      await expect(answer).toContainText(fragment);
    }
    await expect(answer.getByText('click me')).toBeVisible();
    await expect(answer.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Suggested answer' })).toContainText(`Question: ${question}`);
    await expectInert(page);
    const requests = await chatRequestsAbout(e2e, marker);
    expect(requests).toHaveLength(1);
    expect(requests[0].messages?.at(-1)?.content).toContain(question);

    const sessionId = `app_${application.id}`;
    await expect
      .poll(async () =>
        (await selectAs<{ role: string; content: string }>(e2e, user, 'chat_messages', `select=role,content&session_id=eq.${sessionId}&order=created_at`)).map(
          (m) => m.role,
        ),
      )
      .toEqual(['user', 'assistant']);
    const messages = await selectAs<{ role: string; content: string }>(
      e2e,
      user,
      'chat_messages',
      `select=role,content&session_id=eq.${sessionId}&order=created_at`,
    );
    expect(messages[0].content).toBe(question);
    expect(messages[1].content).toContain(question);

    const panel = page.getByRole('complementary', { name: 'History and notes' });
    const historyItem = panel.getByRole('button', { name: new RegExp(`^${marker}`) });
    await expect(historyItem).toBeVisible();
    await historyItem.click();
    const expanded = panel.getByRole('listitem').filter({ hasText: marker });
    await expect(expanded.locator('strong', { hasText: 'Suggested answer' })).toBeVisible();
    await expect(expanded).toContainText('<script>window.__pwned=1</script>');
    await expect(expanded.getByRole('link')).toHaveCount(0);
    await expectInert(page);

    await panel.getByRole('tab', { name: 'Notes' }).click();
    const note = `${hostile('Note')}\n${MARKDOWN_TRAPS}`;
    await panel.getByLabel('Notes for this session').fill(note);
    await expect(panel.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect.poll(async () => selectAs(e2e, user, 'user_notes', `select=content&session_id=eq.${sessionId}`)).toEqual([{ content: note }]);
    await expectInert(page);
  });

  test('coach: an answer with HTML, and the Markdown feedback that quotes it, stay inert; the session is saved and listed', async ({ page, user, e2e }) => {
    test.setTimeout(120_000);
    const company = hostile('Coach Co');
    const interviewName = hostile('Mock');
    const [application] = await insertAs<{ id: string }>(e2e, user, 'applications', [{ company_name: company, job_title: 'Engineer', status: 'In progress' }]);
    const [interview] = await insertAs<{ id: string }>(e2e, user, 'interviews', [
      {
        application_id: application.id,
        name: interviewName,
        interviewer_names: hostile('Pat'),
        date: '2026-12-01T09:00:00Z',
        duration: 45,
        additional_info: hostile('Brief'),
      },
    ]);
    await recordSpeech(page);
    await signInViaUi(page, user);
    await page.goto('/coach');
    await startCoachSession(page, `${company} - ${interviewName}`);
    await expect(page.getByRole('status').filter({ hasText: /^Your turn/ })).toBeVisible({ timeout: 20_000 });

    const marker = `A-${randomUUID().slice(0, 8)}`;
    const answerText = `${marker} <img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script> ${MARKDOWN_TRAPS}`;
    await page.getByLabel('Your answer').fill(answerText);
    await page.getByRole('button', { name: 'Send' }).click();
    const feedback = page.getByTestId('coach-feedback');
    await expect(feedback).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByTestId('coach-answer').first()).toContainText(answerText);
    await expect(feedback).toContainText(marker);
    await expect(feedback).toContainText('<img src=x onerror="window.__pwned=1">');
    // The link's words, kept as text (its javascript: address dropped); the claims the answer made beyond the record
    // quote its sentences too, as text.
    await expect(feedback.getByText('click me', { exact: true })).toBeVisible();
    await expect(feedback.getByRole('link')).toHaveCount(0);
    await expectInert(page);
    const [feedbackRequest] = await chatRequestsAbout(e2e, marker);
    expect(feedbackRequest.messages?.[0].content).toContain(hostile('Pat'));

    await page.getByRole('button', { name: 'End session' }).click();
    const summary = page.getByTestId('coach-summary');
    await expect(summary.getByText('Saved to your past sessions.')).toBeVisible({ timeout: 30_000 });
    const pastSession = page.getByTestId('coach-past-session');
    await expect(pastSession).toHaveCount(1);
    await expect(pastSession).toContainText(company);
    await expect(pastSession).toContainText(interviewName);
    await expectInert(page);
    const saved = await selectAs<{ session_id: string; turns: Array<{ answer: string; feedback: string }> }>(
      e2e,
      user,
      'coach_sessions',
      'select=session_id,turns',
    );
    expect(saved).toHaveLength(1);
    expect(saved[0].session_id).toBe(`int_${interview.id}`);
    expect(saved[0].turns[0].answer).toBe(answerText);
    expect(saved[0].turns[0].feedback).toContain(answerText);
  });
});
