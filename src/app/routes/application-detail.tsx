// Application detail route (/application/:id): the application (with the tracker's Edit and Delete), then its fit
// analysis. `?debrief=<interview id>` (from a Copilot session that ended) writes that interview's debrief when it has none.
import { useParams, useSearchParams } from 'react-router-dom';
import { AnalyzerPanel } from '@/features/analyzer/components/analyzer-panel';
import { ApplicationDetail } from '@/features/application-detail/components/application-detail';
import { ApplicationPageActions } from '@/features/applications/components/application-page-actions';

export default function ApplicationDetailRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <div key={id} className="space-y-6">
      <ApplicationDetail
        applicationId={id}
        debriefInterviewId={params.get('debrief')}
        renderActions={(application) => <ApplicationPageActions application={application} />}
      />
      <AnalyzerPanel applicationId={id} />
    </div>
  );
}
