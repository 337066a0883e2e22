// The delete-account Edge Function: with the typed confirmation, every row, every stored file and the auth user of the
// caller are gone, running Stripe subscriptions are cancelled first (or the person is told to cancel), and nobody
// else's data is touched.
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCompleted, LOCAL_STRIPE_WEBHOOK_SECRET, newTestSubscription, subscriptionEvent } from '../fakes/stripe/events.ts';
import { fillAccount, leftovers, TINY_PDF, TINY_PNG, userReferences } from './account-data-helpers.ts';
import { connectDatabase, serviceClient, signUpUser, startBackend, usesExternalBackend, type LocalSupabase, type TestUser } from './backend.ts';
import { deliver, planOf } from './stripe-helpers.ts';

let backend: LocalSupabase;
let db: pg.Client;

beforeAll(async () => {
  backend = await startBackend({ functionsEnv: { STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET } });
  db = await connectDatabase(backend);
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

async function deleteAccount(target: LocalSupabase, user: TestUser | null, body: unknown) {
  const token = user ? (await user.client.auth.getSession()).data.session?.access_token : undefined;
  const response = await fetch(`${target.url}/functions/v1/delete-account`, {
    method: 'POST',
    headers: { apikey: target.anonKey, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      deleted?: boolean;
      error?: string;
      removed_files?: number;
      cancelled_subscriptions?: string[];
      running_plans?: string[];
      can_cancel?: boolean;
    },
  };
}

async function subscribe(target: LocalSupabase, user: TestUser) {
  const subscription = newTestSubscription('plus');
  for (const event of [checkoutCompleted(subscription, user.id, user.email), subscriptionEvent('customer.subscription.created', subscription)]) {
    expect((await deliver(target, event)).status).toBe(200);
  }
  return subscription;
}

describe('delete-account', () => {
  it('every table that references auth.users deletes its rows with the user (on delete cascade)', async () => {
    const references = await userReferences(db);
    expect(references.map((r) => r.table)).toEqual(
      expect.arrayContaining(['public.applications', 'public.ai_usage', 'public.subscriptions', 'public.user_profiles']),
    );
    expect(references.filter((r) => r.onDelete !== 'c')).toEqual([]);
  });

  it('refuses without a session or without the typed email address, and deletes nothing', async () => {
    const user = await signUpUser(backend, 'Keep');
    const { interviewId } = await fillAccount(user, serviceClient(backend));
    const before = await leftovers(db, user.id, [interviewId]);

    expect((await deleteAccount(backend, null, { confirmation: user.email })).status).toBe(401);
    expect((await deleteAccount(backend, null, { preview: true })).status).toBe(401);
    for (const body of [{}, { confirmation: 'yes' }, { confirmation: `x${user.email}` }, null]) {
      const refused = await deleteAccount(backend, user, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain('Type your email address');
    }
    expect(await leftovers(db, user.id, [interviewId])).toEqual(before);
    expect(before['storage.objects']).toBe(3);
  });

  it("removes every row, file and the auth user of the caller, and leaves another person's data untouched", async () => {
    const user = await signUpUser(backend, 'Leaving');
    const bystander = await signUpUser(backend, 'Staying');
    const { interviewId } = await fillAccount(user, serviceClient(backend));
    const bystanderIds = await fillAccount(bystander, serviceClient(backend));
    const bystanderBefore = await leftovers(db, bystander.id, [bystanderIds.interviewId]);
    // Offers (issue #43) are among the rows that go.
    expect(await leftovers(db, user.id, [interviewId])).toHaveProperty('public.offers', 1);

    const deleted = await deleteAccount(backend, user, { confirmation: ` ${user.email.toUpperCase()} ` });
    expect(deleted).toEqual({ status: 200, body: { deleted: true, cancelled_subscriptions: [], removed_files: 3 } });
    expect(await leftovers(db, user.id, [interviewId])).toEqual({});
    if (!usesExternalBackend) {
      for (const bucket of ['resumes', 'avatars']) {
        const folder = join(backend.dataDir, 'storage', bucket, user.id);
        expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
      }
    }
    expect((await user.client.auth.getUser()).error).not.toBeNull();

    expect(await leftovers(db, bystander.id, [bystanderIds.interviewId])).toEqual(bystanderBefore);
    const { data: resume, error } = await bystander.client.storage.from('resumes').download(bystanderIds.resumePath);
    expect(error).toBeNull();
    expect(resume?.size).toBeGreaterThan(0);
  });

  it('leaves the still-valid access token of the deleted person unable to do anything: no file, no function, no row', async () => {
    const user = await signUpUser(backend, 'Gone');
    const token = (await user.client.auth.getSession()).data.session?.access_token as string;
    expect((await deleteAccount(backend, user, { confirmation: user.email })).status).toBe(200);
    // The token is still signed and unexpired: the person's client (as an open tab would) keeps sending it.
    const stale = user.client;
    for (const [bucket, file, type] of [
      ['avatars', 'after.png', 'image/png'],
      ['resumes', 'after.pdf', 'application/pdf'],
    ] as const) {
      const body = type === 'image/png' ? TINY_PNG : TINY_PDF;
      const uploaded = await stale.storage.from(bucket).upload(`${user.id}/${file}`, new Blob([body], { type }));
      expect(uploaded.error?.message).toBe('new row violates row-level security policy');
    }
    const publicUrl = stale.storage.from('avatars').getPublicUrl(`${user.id}/after.png`).data.publicUrl;
    expect((await fetch(publicUrl)).status).not.toBe(200);
    const { error: rowError } = await stale.from('applications').insert({ company_name: 'Ghost', position: 'Nobody' });
    expect(rowError).not.toBeNull();
    for (const [fn, method] of [
      ['ai/v1/capabilities', 'GET'],
      ['billing-portal', 'POST'],
      ['delete-account', 'POST'],
    ] as const) {
      const response = await fetch(`${backend.url}/functions/v1/${fn}`, {
        method,
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect([fn, response.status]).toEqual([fn, 401]);
    }
  });

  it('with a running paid plan and no Stripe key, refuses and tells the person to cancel first', async () => {
    const user = await signUpUser(backend, 'Subscriber');
    expect(await deleteAccount(backend, user, { preview: true })).toEqual({ status: 200, body: { running_plans: [], can_cancel: false } });
    await subscribe(backend, user);
    // What the dialog says before the email is typed (issue 28 item 6): the same refusal, not "cancelled first".
    expect(await deleteAccount(backend, user, { preview: true })).toEqual({ status: 200, body: { running_plans: ['plus'], can_cancel: false } });
    const refused = await deleteAccount(backend, user, { confirmation: user.email });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Your Plus subscription is still running. Cancel it first (Plans → Manage subscription), then delete your account.');
    expect(await planOf(user)).toMatchObject({ effective: 'plus' });
  });
});

describe('delete-account with Stripe configured', () => {
  let stripeBackend: LocalSupabase;
  let fakeStripe: Server;
  const cancelled: Array<{ id: string; authorization: string | undefined }> = [];

  beforeAll(async () => {
    fakeStripe = createServer((req, res) => {
      const match = /^\/v1\/subscriptions\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method === 'DELETE' && match) {
        cancelled.push({ id: decodeURIComponent(match[1]), authorization: req.headers.authorization });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: match[1], object: 'subscription', status: 'canceled' }));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing' } }));
    });
    await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
    const address = fakeStripe.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    stripeBackend = await startBackend({
      functionsEnv: {
        STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
        STRIPE_SECRET_KEY: 'sk_test_offerpilot_fake',
        STRIPE_API_BASE_URL: `http://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(async () => {
    await stripeBackend?.stop();
    await new Promise((resolve) => fakeStripe?.close(resolve));
  });

  it('cancels the running subscription at Stripe, then deletes the account', async () => {
    const user = await signUpUser(stripeBackend, 'Paying');
    const subscription = await subscribe(stripeBackend, user);
    expect(await deleteAccount(stripeBackend, user, { preview: true })).toEqual({ status: 200, body: { running_plans: ['plus'], can_cancel: true } });
    const deleted = await deleteAccount(stripeBackend, user, { confirmation: user.email });
    expect(deleted.status).toBe(200);
    expect(deleted.body.cancelled_subscriptions).toEqual([subscription.subscriptionId]);
    expect(cancelled).toEqual([{ id: subscription.subscriptionId, authorization: 'Bearer sk_test_offerpilot_fake' }]);
    const stripeDb = await connectDatabase(stripeBackend);
    try {
      expect(await leftovers(stripeDb, user.id)).toEqual({});
    } finally {
      await stripeDb.end();
    }
  });
});
