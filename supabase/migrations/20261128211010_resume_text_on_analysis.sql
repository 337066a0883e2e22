-- The résumé's text moves from the application to its analysis (issue #39): the dashboard reads every application with
-- `*`, and 12,000 characters a row there would be read on each load; the analysis is read by its own columns.

alter table public.applications drop column resume_text;

-- The text the Analyzer read from the application's résumé PDF (the gateway has no PDF reader), saved with the analysis
-- it was read for and capped like the Analyzer's request (AI_LIMITS.resumeChars); the Copilot cites its lines.
alter table public.application_analyses
  add column resume_text text
    constraint application_analyses_resume_text_length check (resume_text is null or char_length(resume_text) <= 12000);
comment on column public.application_analyses.resume_text is 'Text of the application''s résumé as the Analyzer read it, cited as evidence by the Copilot; at most 12,000 characters.';
