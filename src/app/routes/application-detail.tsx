// Application detail route (/application/:id): the application, then its fit analysis.
import { useParams } from 'react-router-dom';
import { AnalyzerPanel } from '@/features/analyzer/components/analyzer-panel';
import { ApplicationDetail } from '@/features/application-detail/components/application-detail';

export default function ApplicationDetailRoute() {
  const { id = '' } = useParams();
  return (
    <div key={id} className="space-y-6">
      <ApplicationDetail applicationId={id} />
      <AnalyzerPanel applicationId={id} />
    </div>
  );
}
