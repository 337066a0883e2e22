-- Stripe webhook idempotency: each event id is recorded once; only the service role touches it.

create table public.stripe_events (
  id text primary key constraint stripe_events_id_check check (id ~ '^evt_[A-Za-z0-9_]+$')
    constraint stripe_events_id_length check (char_length(id) <= 255),
  type text not null constraint stripe_events_type_length check (char_length(type) between 1 and 255),
  event_created_at timestamptz not null,
  received_at timestamptz not null default now()
);

alter table public.stripe_events enable row level security;
revoke all on table public.stripe_events from anon, authenticated;
