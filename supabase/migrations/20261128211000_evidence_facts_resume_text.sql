-- Evidence for cited answers (issue #39): the person's "facts about me" on the profile, and the résumé's text, kept on its application when it is read.

-- Short free text the Copilot may cite (numbers, tools, achievements). Plain text: no HTML tag. Exported and imported
-- with the profile (import_account takes every column the export gives) and deleted with it.
alter table public.user_profiles
  add column facts_about_me text not null default ''
    constraint user_profiles_facts_about_me_length check (char_length(facts_about_me) <= 1000)
    constraint user_profiles_facts_about_me_plain_text check (facts_about_me !~ '<[A-Za-z/!?]');
comment on column public.user_profiles.facts_about_me is 'The person''s own facts (numbers, tools, achievements), cited as evidence by the Copilot; at most 1,000 characters.';

-- The text the Analyzer read from the application's résumé PDF (the gateway has no PDF reader), capped like the
-- Analyzer's request (AI_LIMITS.resumeChars); the Copilot cites its lines. Null until the résumé is read.
alter table public.applications
  add column resume_text text
    constraint applications_resume_text_length check (resume_text is null or char_length(resume_text) <= 12000);
comment on column public.applications.resume_text is 'Text of resume_file as the Analyzer read it, cited as evidence by the Copilot; at most 12,000 characters.';
