// Saves the person's edits to a debrief (its texts, or the interview's outcome), checked as the table checks them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { debriefContentSchema, type DebriefContent, type DebriefOutcome } from './debrief-schema';
import { debriefKeys } from './keys';
import { parseDebriefRow } from './parse-debrief-row';
import { DEBRIEF_COLUMNS, type Debrief } from './types';

type SaveDebriefInput = { id: string } & ({ content: DebriefContent } | { outcome: DebriefOutcome | null });

async function saveDebrief(input: SaveDebriefInput): Promise<Debrief> {
  const changes = 'content' in input ? debriefContentSchema.parse(input.content) : { outcome: input.outcome };
  const { data, error } = await supabase.from('interview_debriefs').update(changes).eq('id', input.id).select(DEBRIEF_COLUMNS).single();
  if (error) throw new DataError(error, 'The debrief could not be saved.');
  return parseDebriefRow(data);
}

export function useSaveDebrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDebrief,
    onSuccess: (debrief) => {
      queryClient.setQueryData(debriefKeys.detail(debrief.interview_id), debrief);
      void queryClient.invalidateQueries({ queryKey: debriefKeys.lists() });
    },
  });
}
