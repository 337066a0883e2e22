// Application detail route (/application/:id): the application, then its fit analysis. `?debrief=<interview id>` (from
// a Copilot session that ended) writes that interview's debrief when it has none.
import { useParams, useSearchParams } from 'react-router-dom';
import { AnalyzerPanel } from '@/features/analyzer/components/analyzer-panel';
import { ApplicationDetail } from '@/features/application-detail/components/application-detail';

export default function ApplicationDetailRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <div key={id} className="space-y-6">
      <ApplicationDetail applicationId={id} debriefInterviewId={params.get('debrief')} />
      <AnalyzerPanel applicationId={id} />
    </div>
  );
}
