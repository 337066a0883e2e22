-- Fit analyses: one saved Analyzer result per application, owned by its user and only ever about their own application.

create table public.application_analyses (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  result jsonb not null
    constraint application_analyses_result_check check (jsonb_typeof(result) = 'object' and octet_length(result::text) <= 100000),
  model text constraint application_analyses_model_length check (model is null or char_length(model) between 1 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint application_analyses_application_id_key unique (application_id)
);
comment on column public.application_analyses.result is 'The validated Analyzer JSON: requirements with marks and evidence, missing keywords, talking points, likely questions';

create index application_analyses_user_id_idx on public.application_analyses (user_id);
create trigger application_analyses_set_updated_at before update on public.application_analyses
  for each row execute function private.set_updated_at();

alter table public.application_analyses enable row level security;
revoke all on table public.application_analyses from anon, authenticated;
grant select, insert, update, delete on table public.application_analyses to authenticated;

create policy "application_analyses: owners read" on public.application_analyses
  for select to authenticated using (user_id = (select auth.uid()));
create policy "application_analyses: owners insert for their applications" on public.application_analyses
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.applications a where a.id = application_id and a.user_id = (select auth.uid()))
  );
create policy "application_analyses: owners update for their applications" on public.application_analyses
  for update to authenticated using (user_id = (select auth.uid())) with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.applications a where a.id = application_id and a.user_id = (select auth.uid()))
  );
create policy "application_analyses: owners delete" on public.application_analyses
  for delete to authenticated using (user_id = (select auth.uid()));
