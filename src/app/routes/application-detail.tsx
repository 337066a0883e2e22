// Application detail route (/application/:id): the application (with the tracker's Edit and Delete), then its fit
// analysis and its offers (issue #43). `?debrief=<interview id>` (from a Copilot session that ended) writes that interview's debrief when it has none.
import { useParams, useSearchParams } from 'react-router-dom';
import { AnalyzerPanel } from '@/features/analyzer/components/analyzer-panel';
import { ApplicationDetail } from '@/features/application-detail/components/application-detail';
import { ApplicationPageActions } from '@/features/applications/components/application-page-actions';
import { OffersPanel } from '@/features/offers/components/offers-panel';

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
      <OffersPanel applicationId={id} />
      <AnalyzerPanel applicationId={id} />
    </div>
  );
}
