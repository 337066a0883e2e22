-- Applying Stripe events to subscriptions: atomically, once per event, in any arrival order.

-- What Stripe last told us about each of its subscriptions, and whose it is once checkout names the user.
create table private.stripe_subscriptions (
  subscription_id text primary key constraint stripe_subscriptions_subscription_id_length check (char_length(subscription_id) between 1 and 255),
  customer_id text constraint stripe_subscriptions_customer_id_length check (customer_id is null or char_length(customer_id) between 1 and 255),
  user_id uuid references auth.users (id) on delete cascade,
  plan_type text constraint stripe_subscriptions_plan_type_check check (plan_type in ('plus', 'flash')),
  status text constraint stripe_subscriptions_status_length check (status is null or char_length(status) between 1 and 50),
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  event_created_at timestamptz,
  -- Which event last wrote this state: with `created` (seconds) equal, the ids still order two events.
  event_id text constraint stripe_subscriptions_event_id_length check (event_id is null or char_length(event_id) <= 255)
);
create index stripe_subscriptions_user_id_idx on private.stripe_subscriptions (user_id);

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
grant execute on function public.apply_stripe_event(text, text, timestamptz, text, text, uuid, text, text, timestamptz, boolean) to service_role;
