-- Debrief answers held to the evidence (issue #39): the pieces of the person's record its suggested answers cite, kept with the debrief so each cited specific shows its source later.

-- The pieces as the gateway built them (_shared/evidence.ts EvidencePiece: ref, id, kind, title, text), only those
-- the suggested answers' markers name: at most 200, each line at most 1,000 characters, 200 KB in all. Exported and
-- imported with the debrief (import_account takes every column the export gives) and deleted with it.
create function private.debrief_evidence_is_valid(p_evidence jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select jsonb_typeof(p_evidence) = 'array' and jsonb_array_length(p_evidence) <= 200 and octet_length(p_evidence::text) <= 204800
    and not exists (
      select 1 from jsonb_array_elements(p_evidence) as p(piece)
      where jsonb_typeof(p.piece) <> 'object'
         or (select count(*) from jsonb_object_keys(p.piece)) <> 5
         or (p.piece ->> 'ref') !~ '^E[0-9]{1,3}$'
         or jsonb_typeof(p.piece -> 'id') is distinct from 'string' or char_length(p.piece ->> 'id') not between 1 and 200
         or (p.piece ->> 'kind') not in ('experience', 'resume', 'application', 'interview', 'note', 'fact')
         or jsonb_typeof(p.piece -> 'title') is distinct from 'string' or char_length(p.piece ->> 'title') > 500
         or jsonb_typeof(p.piece -> 'text') is distinct from 'string' or char_length(p.piece ->> 'text') > 1000
    )
$$;
revoke execute on function private.debrief_evidence_is_valid(jsonb) from public;
grant execute on function private.debrief_evidence_is_valid(jsonb) to authenticated;

alter table public.interview_debriefs
  add column evidence jsonb not null default '[]'::jsonb
    constraint interview_debriefs_evidence_check check (private.debrief_evidence_is_valid(evidence));
comment on column public.interview_debriefs.evidence is 'The pieces of the person''s record its suggested answers cite (issue #39), as the gateway built them.';
