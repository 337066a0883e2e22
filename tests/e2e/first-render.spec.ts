// Issue 44: the dashboard's heading is its largest paint on a phone, and on a slow network each request it waits for
// in turn costs a round trip (Lighthouse's slow 4G: 150 ms plus the download). A signed-in start on / must paint the
// heading and the tiles' skeleton from the page and the scripts it names (two requests deep), not after the layout's
// and dashboard's chunks, the catalogues and the session (the chain was four deep and the heading painted 3.5 s in).
//
// Counted, not timed: every request the built index.html does not name (lazy chunks, catalogues, the backend) is held,
// so the heading shows only if nothing deeper is needed; reintroduce one sequential hop and it never shows. Then the
// held requests go and the dashboard takes over: its heading must sit exactly where the first paint's was.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInInFrench, signInViaUi, test } from './fixtures.ts';
import type { E2eEnv } from './e2e-env.ts';

/** The paths the built index.html asks for by itself: its scripts, modulepreloads, stylesheet and icon. */
function pathsNamedByIndexHtml(e2e: E2eEnv): Set<string> {
  const html = readFileSync(path.join(e2e.distDir, 'index.html'), 'utf8');
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]);
  return new Set(['/', ...named]);
}

/** Holds every request but those two deep (the document and what it names) until `release`; lists what it held. */
async function holdDeeperRequests(page: Page, e2e: E2eEnv): Promise<{ held: string[]; release: () => void }> {
  const twoDeep = pathsNamedByIndexHtml(e2e);
  const appOrigin = new URL(e2e.appUrl).origin;
  const held: string[] = [];
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === appOrigin && twoDeep.has(url.pathname)) return route.continue();
    held.push(url.origin === appOrigin ? url.pathname : `${url.origin}${url.pathname}`);
    await released;
    // The page may have gone (the test ended) while this request waited.
    await route.continue().catch(() => undefined);
  });
  return { held, release };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const { size, viewport, language, title, sidebarWidth } of [
  { size: 'phone', viewport: { width: 390, height: 844 }, language: 'en', title: 'My Applications', sidebarWidth: 70 },
  { size: 'desktop', viewport: { width: 1440, height: 900 }, language: 'fr', title: 'Mes candidatures', sidebarWidth: 230 },
] as const) {
  test(`a signed-in start on / paints the heading and the tiles two requests deep, where the dashboard then keeps them (${size}, ${language})`, async ({
    page,
    e2e,
    user,
  }) => {
    await page.setViewportSize(viewport);
    if (language === 'fr') await signInInFrench(page, user);
    else await signInViaUi(page, user);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const { held, release } = await holdDeeperRequests(page, e2e);
    // The load event does not wait for what is held (lazy chunks and fetches), but it is not needed either.
    await page.goto('/', { waitUntil: 'commit' });
    const shell = page.getByTestId('dashboard-shell');
    await expect(heading(page, title)).toBeVisible();
    await expect(shell).toHaveAttribute('aria-busy', 'true');
    // Four tiles' skeleton under the heading, and the sidebar's frame as wide as the sidebar will be.
    await expect(shell.locator('main .grid > div')).toHaveCount(4);
    expect((await shell.locator(':scope > div').first().boundingBox())?.width).toBe(sidebarWidth);
    // Drawn while the dashboard's code, its catalogues and the backend were all still held.
    expect(
      held.some((requested) => /^\/assets\/dashboard-[\w-]+\.js$/.test(requested)),
      held.join(', '),
    ).toBe(true);
    expect(
      held.some((requested) => /^\/assets\/applications-[\w-]+\.js$/.test(requested)),
      held.join(', '),
    ).toBe(true);
    const firstBox = await heading(page, title).boundingBox();

    release();
    // The dashboard itself: its sidebar, its tiles with the (empty) list's count, and the same heading in the same place.
    await expect(page.getByTestId('tile-total')).toHaveText('0');
    await expect(shell).toHaveCount(0);
    await expect(page.getByRole('complementary')).toBeVisible();
    expect(await heading(page, title).boundingBox()).toEqual(firstBox);
    expect(errors).toEqual([]);
  });
}
