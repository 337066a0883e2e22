-- A row per Stripe subscription, so one subscription's events never overwrite another's; the plan in force is the highest running one.

-- public.subscriptions: each person's free row (no Stripe id) plus one row per Stripe subscription they hold.
alter table public.subscriptions drop constraint subscriptions_pkey;
alter table public.subscriptions add column id uuid not null default gen_random_uuid();
alter table public.subscriptions add constraint subscriptions_pkey primary key (id);
create index subscriptions_user_id_idx on public.subscriptions (user_id);
create unique index subscriptions_free_row_idx on public.subscriptions (user_id) where stripe_subscription_id is null;

-- Which event last wrote a Stripe subscription's state: with `created` (seconds) equal, the ids still order two events.
alter table private.stripe_subscriptions
  add column event_id text constraint stripe_subscriptions_event_id_length check (event_id is null or char_length(event_id) <= 255);

-- Events of one subscription created in the same second are ordered by its lifecycle: incomplete, then running
-- (active, trialing, past_due, unpaid, paused), then ended (canceled, incomplete_expired), which nothing follows.
create function private.stripe_status_rank(p_status text) returns integer
language sql immutable set search_path = '' as $$
  select case
    when p_status = 'incomplete' then 0
    when p_status in ('canceled', 'incomplete_expired') then 2
    else 1
  end
$$;
revoke all on function private.stripe_status_rank(text) from public;

-- The plan in force: the highest paid plan among the person's subscriptions that are active (or trialing) and inside
-- their paid period; otherwise free. Plus and Flash unlock the same features, so holding both never grants more;
-- Plus ranks above Flash because it is the plan billed for the longer period (a month, not a week): while it runs,
-- a Flash week starting or lapsing beside it changes nothing the person has paid for.
create or replace function private.plan_rank(p_plan_type text) returns integer
language sql immutable set search_path = '' as $$
  select case p_plan_type when 'plus' then 2 when 'flash' then 1 else 0 end
$$;
revoke all on function private.plan_rank(text) from public;

create or replace function private.effective_plan(p_user_id uuid) returns text
language sql stable set search_path = '' as $$
  select coalesce((
    select s.plan_type
    from public.subscriptions s
    where s.user_id = p_user_id
      and s.plan_type <> 'free'
      and s.status in ('active', 'trialing')
      and (s.current_period_end is null or s.current_period_end > now())
    order by private.plan_rank(s.plan_type) desc
    limit 1
  ), 'free')
$$;
revoke all on function private.effective_plan(uuid) from public;

-- Every new user gets a profile and their free row.
create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.user_profiles (id) values (new.id) on conflict (id) do nothing;
  insert into public.subscriptions (user_id, plan_type, status) values (new.id, 'free', 'active')
    on conflict (user_id) where stripe_subscription_id is null do nothing;
  return new;
end
$$;
revoke all on function private.handle_new_user() from public;

-- The plans page repairs a missing free row and reads every row of the caller (never anyone else's).
create or replace function public.ensure_subscription()
returns setof public.subscriptions
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  insert into public.subscriptions (user_id, plan_type, status) values (v_user, 'free', 'active')
    on conflict (user_id) where stripe_subscription_id is null do nothing;
  return query select * from public.subscriptions s where s.user_id = v_user order by s.created_at;
end
$$;
revoke all on function public.ensure_subscription() from public, anon, authenticated;
grant execute on function public.ensure_subscription() to authenticated;

-- Copies what Stripe last said about one subscription to its owner's row, once both halves (owner, plan) are known.
create function private.sync_subscription_row(p_subscription_id text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_state private.stripe_subscriptions;
begin
  select * into v_state from private.stripe_subscriptions s where s.subscription_id = p_subscription_id;
  if v_state.user_id is null or v_state.plan_type is null then
    return false;
  end if;
  insert into public.subscriptions as sub (user_id, plan_type, status, current_period_end, cancel_at_period_end, stripe_customer_id, stripe_subscription_id, stripe_event_created_at)
  values (v_state.user_id, v_state.plan_type, v_state.status, v_state.current_period_end, v_state.cancel_at_period_end,
    v_state.customer_id, v_state.subscription_id, v_state.event_created_at)
  on conflict (stripe_subscription_id) do update set
    plan_type = excluded.plan_type,
    status = excluded.status,
    current_period_end = excluded.current_period_end,
    cancel_at_period_end = excluded.cancel_at_period_end,
    stripe_customer_id = excluded.stripe_customer_id,
    stripe_event_created_at = excluded.stripe_event_created_at;
  return true;
end
$$;
revoke all on function private.sync_subscription_row(text) from public;

-- Called by the stripe-webhook function (service role) with the fields it read from a verified event.
-- Returns what happened: duplicate, ignored, pending (waiting for the other half), stale or applied.
create or replace function public.apply_stripe_event(
  p_event_id text,
  p_event_type text,
  p_event_created_at timestamptz,
  p_subscription_id text default null,
  p_customer_id text default null,
  p_user_id uuid default null,
  p_plan_type text default null,
  p_status text default null,
  p_current_period_end timestamptz default null,
  p_cancel_at_period_end boolean default false
) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_is_stale boolean := false;
begin
  insert into public.stripe_events (id, type, event_created_at) values (p_event_id, p_event_type, p_event_created_at)
    on conflict (id) do nothing;
  if not found then
    return 'duplicate';
  end if;
  if p_subscription_id is null then
    return 'ignored';
  end if;
  -- An unknown user reference is dropped, never trusted.
  if p_user_id is not null and not exists (select 1 from auth.users u where u.id = p_user_id) then
    p_user_id := null;
  end if;

  perform pg_advisory_xact_lock(hashtextextended('stripe:' || p_subscription_id, 0));
  insert into private.stripe_subscriptions (subscription_id, customer_id, user_id)
    values (p_subscription_id, p_customer_id, p_user_id)
    on conflict (subscription_id) do update set
      customer_id = coalesce(private.stripe_subscriptions.customer_id, excluded.customer_id),
      -- The first checkout that names a user owns the subscription.
      user_id = coalesce(private.stripe_subscriptions.user_id, excluded.user_id);

  -- Only a later event changes this subscription's state (never another subscription's), so any arrival order and
  -- any replay end in the same state.
  if p_plan_type is not null then
    update private.stripe_subscriptions s set
      plan_type = p_plan_type,
      status = p_status,
      current_period_end = p_current_period_end,
      cancel_at_period_end = coalesce(p_cancel_at_period_end, false),
      event_created_at = p_event_created_at,
      event_id = p_event_id
    where s.subscription_id = p_subscription_id
      and (s.event_created_at is null
        or (s.event_created_at, private.stripe_status_rank(s.status), coalesce(s.event_id, ''))
          < (p_event_created_at, private.stripe_status_rank(p_status), p_event_id));
    v_is_stale := not found;
  end if;

  if not private.sync_subscription_row(p_subscription_id) then
    return case when v_is_stale then 'stale' else 'pending' end;
  end if;
  return case when v_is_stale then 'stale' else 'applied' end;
end
$$;
revoke all on function public.apply_stripe_event(text, text, timestamptz, text, text, uuid, text, text, timestamptz, boolean) from public, anon, authenticated;
grant execute on function public.apply_stripe_event(text, text, timestamptz, text, text, uuid, text, text, timestamptz, boolean) to service_role;

-- Existing rows: each person's single row held whichever subscription wrote last. Rebuild a row per owned Stripe
-- subscription from what Stripe last said about it, and give everyone back their free row.
select private.sync_subscription_row(s.subscription_id)
from private.stripe_subscriptions s
where s.user_id is not null and s.plan_type is not null;
insert into public.subscriptions (user_id, plan_type, status)
select u.id, 'free', 'active' from auth.users u
on conflict (user_id) where stripe_subscription_id is null do nothing;
