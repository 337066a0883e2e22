// Application detail route (/application/:id).
import { useParams } from 'react-router-dom';
import { ApplicationDetail } from '@/features/application-detail/components/application-detail';

export default function ApplicationDetailRoute() {
  const { id = '' } = useParams();
  return <ApplicationDetail key={id} applicationId={id} />;
}
