-- The tracker: applications, their interviews and the person's experiences, each owned by its user.

create schema if not exists private;
revoke all on schema private from public;

-- Functions are callable by no one but their owner (and the service role in public) unless a migration grants
-- EXECUTE: the platform's defaults would let every role, signed in or not, call every new function.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;

create or replace function private.set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- applications ---------------------------------------------------------------
create table public.applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  company_name text not null constraint applications_company_name_length check (char_length(btrim(company_name)) between 1 and 200),
  job_title text not null constraint applications_job_title_length check (char_length(btrim(job_title)) between 1 and 200),
  application_date date not null default current_date
    constraint applications_application_date_range check (application_date between date '1970-01-01' and date '2999-12-31'),
  status text not null default 'Saved'
    constraint applications_status_check check (status in ('Saved', 'Applied', 'No Reply', 'In progress', 'Succeeded', 'Missed')),
  job_link text constraint applications_job_link_url check (job_link is null or (job_link ~* '^https?://[^\s/$.?#][^\s]*$' and char_length(job_link) <= 2048)),
  resume_file text constraint applications_resume_file_path check (resume_file is null or (resume_file ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]+\.pdf$' and char_length(resume_file) <= 300)),
  resume_name text constraint applications_resume_name_length check (resume_name is null or char_length(resume_name) between 1 and 255),
  job_offer_content text constraint applications_job_offer_content_length check (job_offer_content is null or char_length(job_offer_content) <= 50000),
  expected_interviews integer constraint applications_expected_interviews_range check (expected_interviews is null or expected_interviews between 1 and 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.applications.resume_file is 'Path of the resume PDF in the private resumes bucket: <user id>/<file>.pdf';

create index applications_user_id_application_date_idx on public.applications (user_id, application_date desc);
create trigger applications_set_updated_at before update on public.applications
  for each row execute function private.set_updated_at();

alter table public.applications enable row level security;
revoke all on table public.applications from anon, authenticated;
grant select, insert, update, delete on table public.applications to authenticated;

create policy "applications: owners read" on public.applications
  for select to authenticated using (user_id = (select auth.uid()));
create policy "applications: owners insert" on public.applications
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and (resume_file is null or split_part(resume_file, '/', 1) = (select auth.uid())::text)
  );
create policy "applications: owners update" on public.applications
  for update to authenticated using (user_id = (select auth.uid())) with check (
    user_id = (select auth.uid())
    and (resume_file is null or split_part(resume_file, '/', 1) = (select auth.uid())::text)
  );
create policy "applications: owners delete" on public.applications
  for delete to authenticated using (user_id = (select auth.uid()));

-- interviews (owned through their application) --------------------------------
create table public.interviews (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  name text not null constraint interviews_name_length check (char_length(btrim(name)) between 1 and 200),
  interviewer_names text not null constraint interviews_interviewer_names_length check (char_length(btrim(interviewer_names)) between 1 and 500),
  date timestamptz not null constraint interviews_date_range check (date between timestamptz '1970-01-01' and timestamptz '2999-12-31'),
  duration integer not null default 30 constraint interviews_duration_range check (duration between 1 and 1440),
  additional_info text constraint interviews_additional_info_length check (additional_info is null or char_length(additional_info) <= 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index interviews_application_id_date_idx on public.interviews (application_id, date);
create trigger interviews_set_updated_at before update on public.interviews
  for each row execute function private.set_updated_at();

alter table public.interviews enable row level security;
revoke all on table public.interviews from anon, authenticated;
grant select, insert, update, delete on table public.interviews to authenticated;

create policy "interviews: owners of the application read" on public.interviews
  for select to authenticated using (
    exists (select 1 from public.applications a where a.id = application_id and a.user_id = (select auth.uid()))
  );
create policy "interviews: owners of the application insert" on public.interviews
  for insert to authenticated with check (
    exists (select 1 from public.applications a where a.id = application_id and a.user_id = (select auth.uid()))
  );
create policy "interviews: owners of the application update" on public.interviews
  for update to authenticated
  using (exists (select 1 from public.applications a where a.id = application_id and a.user_id = (select auth.uid())))
  with check (exists (select 1 from public.applications a where a.id = application_id and a.user_id = (select auth.uid())));
create policy "interviews: owners of the application delete" on public.interviews
  for delete to authenticated using (
    exists (select 1 from public.applications a where a.id = application_id and a.user_id = (select auth.uid()))
  );

-- experiences ------------------------------------------------------------------
create table public.experiences (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  company text not null constraint experiences_company_length check (char_length(btrim(company)) between 1 and 200),
  job_title text not null constraint experiences_job_title_length check (char_length(btrim(job_title)) between 1 and 200),
  start_date date not null constraint experiences_start_date_range check (start_date between date '1900-01-01' and date '2999-12-31'),
  end_date date,
  current_job boolean not null default false,
  missions text constraint experiences_missions_length check (missions is null or char_length(missions) <= 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint experiences_end_date_required check (current_job or end_date is not null),
  constraint experiences_current_job_has_no_end_date check (not current_job or end_date is null),
  constraint experiences_end_date_after_start check (end_date is null or end_date >= start_date)
);
create index experiences_user_id_start_date_idx on public.experiences (user_id, start_date desc);
create trigger experiences_set_updated_at before update on public.experiences
  for each row execute function private.set_updated_at();

alter table public.experiences enable row level security;
revoke all on table public.experiences from anon, authenticated;
grant select, insert, update, delete on table public.experiences to authenticated;

create policy "experiences: owners read" on public.experiences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "experiences: owners insert" on public.experiences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "experiences: owners update" on public.experiences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "experiences: owners delete" on public.experiences
  for delete to authenticated using (user_id = (select auth.uid()));
