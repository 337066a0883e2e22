// The browser extension in real Chromium: built against this run's backend and app, loaded unpacked into a persistent
// context (headless Chromium loads extensions), and the fixture job pages served on localhost.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { buildExtension } from '../../scripts/build-extension.ts';
import type { E2eEnv } from './e2e-env.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

const FIXTURES = path.resolve('tests/fixtures/job-pages');

/** Serves tests/fixtures/job-pages on localhost (the app is on 127.0.0.1: another site). */
export async function serveJobPages(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://localhost').pathname);
    readFile(path.join(FIXTURES, name)).then(
      (body) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function buildTestExtension(env: E2eEnv, outDir: string): Promise<string> {
  return buildExtension({
    outDir,
    // Stands in for the toolbar click that grants activeTab on the job page: headless Chromium has no toolbar.
    testHosts: ['http://localhost/*'],
    env: { OFFERPILOT_APP_URL: env.appUrl, VITE_SUPABASE_URL: env.backendUrl, VITE_SUPABASE_ANON_KEY: env.anonKey },
  });
}

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  /** Opens the popup as a page reading the given job tab. */
  openPopup(jobPage: Page, viewport?: { width: number; height: number }): Promise<Page>;
}

export async function launchWithExtension(extensionDir: string, language: 'en' | 'fr' = 'en'): Promise<ExtensionBrowser> {
  const context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: language === 'fr' ? 'fr-FR' : 'en-US',
    args: [...CHROMIUM_FLAGS, `--lang=${language}`, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    extensionId,
    async openPopup(jobPage, viewport = { width: 400, height: 720 }) {
      const url = jobPage.url();
      const tabId = await worker.evaluate(async (address) => (await chrome.tabs.query({ url: address }))[0]?.id, url);
      if (tabId === undefined) throw new Error(`no tab found for ${url}`);
      const popup = await context.newPage();
      await popup.setViewportSize(viewport);
      await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`);
      return popup;
    },
  };
}
