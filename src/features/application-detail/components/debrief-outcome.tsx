// What came of the interview (next round, offer, rejection), kept with its debrief; saved as soon as it is picked.
// The application's own status stays the application's.
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { DEBRIEF_OUTCOMES, type DebriefOutcome as Outcome } from '@/data/debriefs/debrief-schema';
import { useSaveDebrief } from '@/data/debriefs/save-debrief';
import type { Debrief } from '@/data/debriefs/types';
import { toast } from '@/lib/toast';

export function DebriefOutcome({ debrief }: { debrief: Debrief }) {
  const { t } = useTranslation('application-detail');
  const save = useSaveDebrief();
  const options = [{ value: '', label: t('debrief.outcome.none') }, ...DEBRIEF_OUTCOMES.map((value) => ({ value, label: t(`debrief.outcome.${value}`) }))];
  const handleChange = (value: string) =>
    save.mutate(
      { id: debrief.id, outcome: DEBRIEF_OUTCOMES.find((candidate) => candidate === value) ?? (null as Outcome | null) },
      {
        onSuccess: () => toast.success(t('debrief.outcome.saved')),
        onError: (error) => toast.error(t('debrief.outcome.notSaved', { message: error.message })),
      },
    );
  return (
    <SelectField
      label={t('debrief.outcome.label')}
      options={options}
      value={debrief.outcome ?? ''}
      disabled={save.isPending}
      containerClassName="min-w-44"
      onChange={(event) => handleChange(event.target.value)}
    />
  );
}
