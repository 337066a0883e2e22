-- Follow-up reminder: the day to follow up on an application when no reply has come (issue #30); owner policies cover it.
alter table public.applications
  add column follow_up_on date
    constraint applications_follow_up_on_range check (
      follow_up_on is null or (follow_up_on >= application_date and follow_up_on <= date '2999-12-31')
    );
comment on column public.applications.follow_up_on is 'Follow up if no reply by this day; never before the application date';
