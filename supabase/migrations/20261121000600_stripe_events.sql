-- Stripe webhook idempotency: each event id is recorded once; only the service role touches it.

create table public.stripe_events (
  id text primary key constraint stripe_events_id_check check (id ~ '^evt_[A-Za-z0-9_]+$'),
  type text not null,
  event_created_at timestamptz not null,
  received_at timestamptz not null default now()
);

alter table public.stripe_events enable row level security;
revoke all on table public.stripe_events from anon, authenticated;
