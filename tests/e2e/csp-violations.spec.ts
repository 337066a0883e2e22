// Issue 44: Lighthouse's best practices fell to 96 on the dashboard for a Content-Security-Policy issue in DevTools'
// Issues panel: zod tried `new Function` (to compile a faster parser) on its first parse, and the CSP (no
// 'unsafe-eval') refused it. Caught, so nothing broke, but reported on every page that parses a stored row with zod:
// the dashboard (practised questions that came back, read from the Coach's sessions) and the Coach's past sessions.
import { expect, signInViaUi, test } from './fixtures.ts';
import { insertAs } from './tracker-helpers.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test("reading the Coach's sessions with zod raises no Content-Security-Policy violation", async ({ page, user, e2e }) => {
  await insertAs(e2e, user, 'coach_sessions', [
    {
      session_id: 'demo',
      started_at: '2026-11-20T10:00:00Z',
      ended_at: '2026-11-20T10:10:00Z',
      turns: [{ question: 'Tell me about a project you led.', answer: 'The billing migration.', feedback: 'Good.', score: 7, source: 'text' }],
      summary: {},
    },
  ]);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await signInViaUi(page, user);
  await page.goto('/coach');
  // The session is listed: its row was read and parsed.
  const pastSessions = page.getByRole('region', { name: 'Past sessions' });
  await expect(pastSessions.getByRole('row')).toHaveCount(2);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});
