// A charged negotiation brief is never lost (issue #43) on the built app: the gateway keeps it on the offer once the
// upstream's answer is whole, whether the page that asked is still open or not, and the page never writes it itself. A
// tab closed while the brief is being written, then opened again, shows the brief; nothing asked again. Written again
// on a page that stays open, it is still the gateway's write.
import { expect, signInViaUi, test } from './fixtures.ts';
import type { ScriptedFailure } from '../fakes/openai-upstream.ts';
import { fakeUpstream } from './copilot-helpers.ts';
import { insertAs } from './tracker-helpers.ts';

/** Unique to this spec's prompt: the fake upstream is shared, its slow answer must be this one's only. */
const COMPANY = 'Closed Tab Brief Corp';

test('a brief whose tab was closed while it was being written is on the offer when the page is opened again, kept by the gateway alone', async ({
  page,
  user,
  e2e,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [application] = await insertAs<{ id: string }>(e2e, user, 'applications', [
    { company_name: COMPANY, job_title: 'Staff Engineer', status: 'In progress' },
  ]);
  await insertAs(e2e, user, 'offers', [{ application_id: application.id, label: 'Only offer', currency: 'EUR', base_salary: 90_000 }]);
  const context = page.context();
  // Writes of the offers from the pages (PostgREST PATCH): the gateway is the brief's one writer.
  const pageWrites: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/rest/v1/offers')) pageWrites.push(request.url());
  });
  await signInViaUi(page, user);
  await page.goto(`/application/${application.id}`);

  // The upstream takes 2 s to answer this brief (under the gateway's 3 s time-out): time to close the tab meanwhile.
  const slow: ScriptedFailure[] = [{ match: COMPANY, firstTokenMs: 2_000 }];
  expect((await fetch(`${e2e.fakeOpenAiUrl}/__fake/failures`, { method: 'POST', body: JSON.stringify(slow) })).ok).toBe(true);
  const offers = page.getByRole('region', { name: 'Offers', exact: true });
  await offers.getByRole('button', { name: 'Write my negotiation brief' }).click();
  await expect(offers.getByRole('button', { name: /Writing your brief/ })).toBeDisabled();
  const briefRequests = async () =>
    (await fakeUpstream.requests(e2e)).filter((request) => request.path === '/chat/completions' && request.messages?.some((m) => m.content.includes(COMPANY)));
  // Poll the fake upstream until the question reached it: the gateway is then waiting on the answer.
  await expect.poll(async () => (await briefRequests()).length).toBe(1);
  await page.close();

  const again = await context.newPage();
  await again.setViewportSize({ width: 1440, height: 900 });
  await again.goto(`/application/${application.id}`);
  const brief = again.getByRole('region', { name: 'Offers', exact: true }).getByRole('article', { name: 'Negotiation brief' });
  // The page reads the offers again while it waits for the brief it asked for; the brief's own wait is the upstream's 2 s.
  await expect(brief).toContainText('A base above the 90000 EUR offered: ask for [your number: target base].', { timeout: 15_000 });
  await expect(brief.getByTestId('brief-written-at')).toContainText(/^Written \w+ \d+, \d{4}/);
  // The section's one button, whatever its words (their wording is another change's): it writes the brief again.
  const rewrite = again.getByRole('region', { name: 'Negotiation brief' }).getByRole('button');
  await expect(rewrite).toBeEnabled();
  expect(await briefRequests()).toHaveLength(1);

  // Written again on a page that stays open: shown once answered, and still kept by the gateway, not by the page.
  const answered = again.waitForResponse((response) => response.url().includes('/functions/v1/ai/v1/chat/completions'));
  await rewrite.click();
  expect((await answered).ok()).toBe(true);
  await expect(rewrite).toBeEnabled();
  await expect(brief).toContainText('A base above the 90000 EUR offered: ask for [your number: target base].');
  await expect(brief.getByRole('alert')).toHaveCount(0);
  expect(await briefRequests()).toHaveLength(2);
  expect(pageWrites).toEqual([]);
});
