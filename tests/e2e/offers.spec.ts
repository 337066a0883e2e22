// The offer stage (issue #43) on the built app: offers added on an application's page (bad input refused in the form,
// nothing saved), compared side by side with the year 1-4 totals checked against numbers computed here, a deadline
// counted down, a second currency asking for its rate before anything is converted, the negotiation brief written by
// the gateway and kept across a reload, and the Coach's recruiter role-play started from the offer, its first question
// request naming it and its end summarised as a negotiation. In English at 1440×900 and in French on a phone (390×844).
import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, signInInFrench, signInViaUi, test } from './fixtures.ts';
import { insertAs, selectAs } from './tracker-helpers.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

/** A local calendar day `days` from today, as YYYY-MM-DD (the browser runs in this machine's time zone). */
function localDay(days: number): string {
  const now = new Date();
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * Year 1-4 totals counted by hand, independently of the app: base + bonus every year, the equity grant's yearly
 * percent (a 12-month cliff holds year one's share until month 12, still in year one), the sign-on in year one.
 */
function yearTotals(offer: { base: number; bonus: number; grant: number; vesting: number[]; signOn: number }): number[] {
  return [0, 1, 2, 3].map((year) => offer.base + offer.bonus + (offer.grant * (offer.vesting[year] ?? 0)) / 100 + (year === 0 ? offer.signOn : 0));
}

/** The lines a button's words take on screen: the height of its text (its icon left out) over its line height. */
function linesOf(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const words = Array.from(element.childNodes).find((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
    if (!words) return 0;
    const range = document.createRange();
    range.selectNodeContents(words);
    return Math.round(range.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
  });
}

const first = { base: 90_000, bonus: 9_000, grant: 400 * 50, vesting: [25, 25, 25, 25], signOn: 10_000 };
const revised = { base: 95_000, bonus: 5_000, grant: 30_000, vesting: [10, 20, 30, 40], signOn: 0 };

test('offers on an application: bad input refused, year 1-4 totals, a countdown, a rate asked for, the brief and the role-play', async ({
  page,
  user,
  e2e,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const [acme] = await insertAs<{ id: string }>(e2e, user, 'applications', [{ company_name: 'Acme', job_title: 'Staff Engineer', status: 'In progress' }]);
  const [globex] = await insertAs<{ id: string }>(e2e, user, 'applications', [{ company_name: 'Globex', job_title: 'Lead Engineer', status: 'Succeeded' }]);
  await signInViaUi(page, user);
  await page.goto(`/application/${acme.id}`);
  const offers = page.getByRole('region', { name: 'Offers', exact: true });
  await expect(offers).toContainText('No offer recorded for this application yet.');

  // The first offer, through the form: a negative base and a schedule that does not add up are refused there.
  await offers.getByRole('button', { name: 'Add an offer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add an offer' });
  await drawer.getByLabel('Name').fill('First offer');
  await drawer.getByLabel('Base salary (per year)').fill('-90000');
  await drawer.getByLabel('Bonus', { exact: true }).selectOption('percent');
  await drawer.getByLabel('Target, % of base').fill('10');
  await drawer.getByLabel('Equity', { exact: true }).selectOption('units');
  await drawer.getByLabel('Units (shares, RSUs, options)').fill('400');
  await drawer.getByLabel('Price per unit').fill('50');
  await drawer.getByLabel('Vesting per year (%)').fill('25, 25, 25');
  await drawer.getByLabel('Cliff (months)').fill('12');
  await drawer.getByLabel('Sign-on bonus (year 1)').fill('10000');
  await drawer.getByLabel('Answer by').fill(localDay(3));
  await drawer.getByRole('button', { name: 'Save offer' }).click();
  await expect(drawer.getByText('Pay cannot be negative.')).toBeVisible();
  await expect(drawer.getByText('The vesting schedule must add up to 100 %.')).toBeVisible();
  await expect(drawer.getByLabel('Base salary (per year)')).toHaveAttribute('aria-invalid', 'true');
  expect(await selectAs(e2e, user, 'offers', 'select=id')).toEqual([]);
  await drawer.getByLabel('Base salary (per year)').fill('90000');
  await drawer.getByLabel('Vesting per year (%)').fill('25, 25, 25, 25');
  await page.screenshot({ path: `${SCREENSHOTS}/offers-form-1440.png` });
  await drawer.getByRole('button', { name: 'Save offer' }).click();
  await expect(drawer).toBeHidden();
  const [saved] = await selectAs<{ id: string; vesting_percents: number[]; base_salary: number }>(
    e2e,
    user,
    'offers',
    'select=id,vesting_percents,base_salary',
  );
  expect(saved).toMatchObject({ vesting_percents: [25, 25, 25, 25], base_salary: 90_000 });

  // A revised offer with a back-loaded schedule and no cliff, recorded beside it.
  await insertAs(e2e, user, 'offers', [
    {
      application_id: acme.id,
      label: 'Revised offer',
      currency: 'EUR',
      base_salary: 95_000,
      bonus_amount: 5_000,
      equity_amount: 30_000,
      vesting_percents: [10, 20, 30, 40],
    },
  ]);
  await page.reload();
  const card = offers.getByRole('listitem').filter({ hasText: 'First offer' });
  await expect(card).toContainText('Deadline in 3 days');

  const compare = offers.getByRole('region', { name: 'Compare offers' });
  const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const firstTotals = yearTotals(first);
  const revisedTotals = yearTotals(revised);
  expect(firstTotals).toEqual([114_000, 104_000, 104_000, 104_000]);
  for (const year of [1, 2, 3, 4]) {
    const cells = compare.getByRole('row', { name: new RegExp(`^Total year ${year}`) }).getByRole('cell');
    await expect(cells.nth(0)).toContainText(euros.format(firstTotals[year - 1]));
    await expect(cells.nth(1)).toContainText(euros.format(revisedTotals[year - 1]));
    // The higher total is marked, the other says by how much it is behind.
    const [higher, lower] = firstTotals[year - 1] > revisedTotals[year - 1] ? [0, 1] : [1, 0];
    await expect(cells.nth(higher)).toContainText('highest');
    await expect(cells.nth(lower)).toContainText(`${euros.format(Math.abs(firstTotals[year - 1] - revisedTotals[year - 1]))} behind`);
  }
  const cash = compare.getByRole('row', { name: /^First-year cash/ }).getByRole('cell');
  await expect(cash.nth(0)).toContainText(euros.format(first.base + first.bonus + first.signOn));
  await expect(cash.nth(1)).toContainText(euros.format(revised.base + revised.bonus));
  await expect(compare.getByRole('row', { name: /^Deadline/ })).toContainText('Deadline in 3 days');
  await expectNoSeriousAxeViolations(page);

  // An offer in dollars elsewhere: nothing is converted until the rate is typed, and the rate is shown.
  await insertAs(e2e, user, 'offers', [{ application_id: globex.id, currency: 'USD', base_salary: 120_000 }]);
  await page.reload();
  const rates = compare.getByRole('group', { name: 'Exchange rates' });
  await expect(rates).toBeVisible();
  const globexYearOne = compare
    .getByRole('row', { name: /^Total year 1/ })
    .getByRole('cell')
    .nth(2);
  await expect(globexYearOne).toContainText('$120,000');
  await expect(globexYearOne).toContainText('Enter the rate above to compare it');
  await rates.getByLabel('1 USD in EUR').fill('0,9');
  await expect(rates.getByRole('status')).toHaveText('Converted to EUR at 1 USD = 0.9 EUR (your rate).');
  await expect(globexYearOne).toContainText(euros.format(108_000));
  await expect(globexYearOne).not.toContainText('$');
  await page.screenshot({ path: `${SCREENSHOTS}/offers-compare-1440.png`, fullPage: true });

  // The negotiation brief: written by the gateway from the record, blanks left for the person.
  await offers.getByRole('button', { name: 'Write my negotiation brief' }).click();
  const brief = offers.getByRole('article', { name: 'Negotiation brief' });
  await expect(brief).toContainText('A base above the 90000 EUR offered: ask for [your number: target base].');
  // Every amount in it is in the record: no "not in your record" warning.
  await expect(brief).toContainText('Fill in the blanks marked [your number: …] yourself');
  await expect(brief.getByRole('note')).toHaveCount(0);
  // Kept with the offer: a reload shows it again, dated, and writing it again says it spends a question.
  await page.reload();
  await expect(brief).toContainText('A base above the 90000 EUR offered: ask for [your number: target base].');
  await expect(brief.getByTestId('brief-written-at')).toContainText(/^Written \w+ \d+, \d{4}/);
  const again = offers.getByRole('button', { name: 'Rewrite (1 question)' });
  await expect(again).toBeVisible();
  // Its words on one line, on a phone too: it still says it spends a question.
  expect(await linesOf(again)).toBe(1);
  await page.setViewportSize({ width: 390, height: 844 });
  // Polled: the sidebar narrows to its rail with a transition, the page's column widening as it goes.
  await expect.poll(() => linesOf(again)).toBe(1);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Rehearse the call: the Coach opens on the application, as the recruiter of this offer.
  await card.getByRole('link', { name: 'Rehearse the call about Acme — First offer with the Coach' }).click();
  await expect(page).toHaveURL(new RegExp(`/coach\\?session=app_${acme.id}&practice=negotiation&offer=${saved.id}$`));
  await expect(page.getByTestId('role-play-note')).toContainText('the Coach plays the recruiter who made this offer');
  const firstQuestion = page.waitForRequest(
    (request) => request.url().includes('/functions/v1/ai/v1/chat/completions') && request.postDataJSON()?.purpose === 'coach-question',
  );
  await page.getByRole('button', { name: 'Start Session' }).click();
  expect((await firstQuestion).postDataJSON()).toMatchObject({ session: `app_${acme.id}`, practice: 'negotiation', offer: saved.id });
  await expect(page.getByTestId('coach-question').first()).toContainText('what number did you have in mind?');
  await page.screenshot({ path: `${SCREENSHOTS}/offers-role-play-1440.png` });

  // The call's end: the gateway gives the role-play its own summary (what was asked, conceded, left on the table, the
  // next step), chosen from the request's practice and offer, never from words the browser sends.
  const negotiationSummary = {
    scores: [4],
    strengths: ['Asked: 100000 EUR, a clear number.'],
    practice: ['Conceded: you named your number first.', 'Left on the table: the sign-on bonus.', 'Next step: decide your walk-away number.'],
  };
  const options = await fetch(`${e2e.fakeOpenAiUrl}/__fake/options`, {
    method: 'POST',
    body: JSON.stringify({ jsonAnswerWhen: [{ match: 'reviewing a whole role-play of the call', answer: negotiationSummary }] }),
  });
  expect(options.ok).toBe(true);
  await page.getByRole('textbox', { name: 'Your answer' }).fill('I was hoping for 100000 EUR.');
  await page.getByRole('textbox', { name: 'Your answer' }).press('Control+Enter');
  await expect(page.getByTestId('coach-feedback')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('coach-question')).toHaveCount(2, { timeout: 20_000 });
  const summaryRequest = page.waitForRequest(
    (request) => request.url().includes('/functions/v1/ai/v1/chat/completions') && request.postDataJSON()?.purpose === 'coach-summary',
  );
  await page.getByRole('button', { name: 'End session' }).click();
  expect((await summaryRequest).postDataJSON()).toMatchObject({ session: `app_${acme.id}`, practice: 'negotiation', offer: saved.id });
  const summary = page.getByTestId('coach-summary');
  await expect(summary).toContainText('Asked: 100000 EUR, a clear number.');
  await expect(summary).toContainText('Left on the table: the sign-on bonus.');
  await expect(summary).toContainText('Next step: decide your walk-away number.');
  await page.screenshot({ path: `${SCREENSHOTS}/offers-role-play-summary-1440.png`, fullPage: true });
});

test('on a phone in French: amounts in French formats, the rate asked for in French', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [acme] = await insertAs<{ id: string }>(e2e, user, 'applications', [{ company_name: 'Acme', job_title: 'Staff Engineer', status: 'In progress' }]);
  await insertAs(e2e, user, 'offers', [
    {
      application_id: acme.id,
      label: 'Première offre',
      currency: 'EUR',
      base_salary: 90_000,
      bonus_percent: 10,
      equity_units: 400,
      equity_unit_price: 50,
      vesting_percents: [25, 25, 25, 25],
      vesting_cliff_months: 12,
      sign_on_amount: 10_000,
      deadline: localDay(1),
    },
  ]);
  await insertAs(e2e, user, 'offers', [
    {
      application_id: acme.id,
      label: 'Offre en dollars',
      currency: 'USD',
      base_salary: 100_000,
      negotiation_brief: '**Quoi demander** : un salaire de [your number: salaire visé].',
      negotiation_brief_at: '2026-11-20T18:30:00Z',
    },
  ]);
  await signInInFrench(page, user);
  await page.goto(`/application/${acme.id}`);
  const offers = page.getByRole('region', { name: 'Offres', exact: true });
  await expect(offers.getByRole('listitem').filter({ hasText: 'Première offre' })).toContainText('Réponse attendue dans 1 jour');
  const compare = offers.getByRole('region', { name: 'Comparer les offres' });
  const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  await expect(
    compare
      .getByRole('row', { name: /^Total année 1/ })
      .getByRole('cell')
      .nth(0),
  ).toHaveText(new RegExp(`^${euros.format(yearTotals(first)[0]).replace(/\s/g, '\\s')}`));
  const rates = compare.getByRole('group', { name: 'Taux de change' });
  await rates.getByLabel('1 USD en EUR').fill('0,92');
  await expect(rates.getByRole('status')).toHaveText('Converti en EUR à 1 USD = 0,92 EUR (votre taux).');
  await expect(
    compare
      .getByRole('row', { name: /^Total année 1/ })
      .getByRole('cell')
      .nth(1),
  ).toContainText(euros.format(92_000));
  // The brief kept with the newest offer, dated in French.
  const brief = offers.getByRole('article', { name: 'Préparation de la négociation' });
  await expect(brief).toContainText('Quoi demander : un salaire de [your number: salaire visé].');
  await expect(brief.getByTestId('brief-written-at')).toContainText(/^Rédigée le 20 novembre 2026/);
  const again = offers.getByRole('button', { name: 'Refaire (1 question)' });
  await expect(again).toBeVisible();
  // Its words on one line on a phone: it still says it spends a question.
  expect(await linesOf(again)).toBe(1);
  await brief.scrollIntoViewIfNeeded();
  await expectNoSeriousAxeViolations(page);
  // Nothing wider than the phone but the table, which scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await offers.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/offers-compare-390-fr.png`, fullPage: true });
});
