-- AI questions are metered here, atomically: free plan 10 per calendar month (UTC), paid plans unlimited.

create table public.ai_usage (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null constraint ai_usage_kind_check check (kind in ('copilot', 'coach', 'analyzer')),
  created_at timestamptz not null default now(),
  refunded_at timestamptz
);
create index ai_usage_user_id_created_at_idx on public.ai_usage (user_id, created_at);

alter table public.ai_usage enable row level security;
revoke all on table public.ai_usage from anon, authenticated;
grant select on table public.ai_usage to authenticated;

create policy "ai_usage: owners read" on public.ai_usage
  for select to authenticated using (user_id = (select auth.uid()));

-- The plan in force: a paid plan counts while active (or trialing) and inside its paid period.
create or replace function private.effective_plan(p_user_id uuid) returns text
language sql stable set search_path = '' as $$
  select coalesce((
    select s.plan_type
    from public.subscriptions s
    where s.user_id = p_user_id
      and s.plan_type <> 'free'
      and s.status in ('active', 'trialing')
      and (s.current_period_end is null or s.current_period_end > now())
  ), 'free')
$$;
revoke all on function private.effective_plan(uuid) from public;

create or replace function private.free_questions_used(p_user_id uuid) returns integer
language sql stable set search_path = '' as $$
  select count(*)::integer
  from public.ai_usage u
  where u.user_id = p_user_id
    and u.refunded_at is null
    and u.created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'
$$;
revoke all on function private.free_questions_used(uuid) from public;

-- Called by the AI gateway (service role) before each question. Concurrent calls for one user
-- are serialised by a transaction-level advisory lock, so the month's limit cannot be overspent.
create or replace function public.consume_ai_question(p_user_id uuid, p_kind text)
returns table (allowed boolean, plan_type text, remaining integer, usage_id bigint)
language plpgsql security definer set search_path = '' as $$
declare
  v_limit constant integer := 10;
  v_plan text;
  v_used integer;
  v_id bigint;
begin
  if p_user_id is null then
    raise exception 'p_user_id is required' using errcode = '22004';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ai_usage:' || p_user_id::text, 0));
  v_plan := private.effective_plan(p_user_id);
  if v_plan = 'free' then
    v_used := private.free_questions_used(p_user_id);
    if v_used >= v_limit then
      return query select false, v_plan, 0, null::bigint;
      return;
    end if;
  end if;
  insert into public.ai_usage (user_id, kind) values (p_user_id, p_kind) returning id into v_id;
  return query select true, v_plan, case when v_plan = 'free' then v_limit - v_used - 1 end, v_id;
end
$$;
revoke all on function public.consume_ai_question(uuid, text) from public, anon, authenticated;
grant execute on function public.consume_ai_question(uuid, text) to service_role;

-- A question whose upstream call failed is given back.
create or replace function public.refund_ai_question(p_usage_id bigint) returns boolean
language sql security definer set search_path = '' as $$
  with refunded as (
    update public.ai_usage set refunded_at = now() where id = p_usage_id and refunded_at is null returning 1
  )
  select exists (select 1 from refunded)
$$;
revoke all on function public.refund_ai_question(bigint) from public, anon, authenticated;
grant execute on function public.refund_ai_question(bigint) to service_role;

-- What the caller has left this month (remaining is null on a paid plan).
create or replace function public.ai_credits()
returns table (plan_type text, monthly_limit integer, used integer, remaining integer)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_plan text;
  v_used integer;
begin
  if v_user is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  v_plan := private.effective_plan(v_user);
  v_used := private.free_questions_used(v_user);
  return query select v_plan, 10, v_used,
    case when v_plan = 'free' then greatest(10 - v_used, 0) end;
end
$$;
revoke all on function public.ai_credits() from public, anon, authenticated;
grant execute on function public.ai_credits() to authenticated;
