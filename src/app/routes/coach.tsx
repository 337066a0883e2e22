// Interview Coach (/coach): a spoken mock interview. `?session=app_<id>&practice=analysis` (from the Analyzer)
// preselects the application and asks its analysis's likely questions first; `&practice=negotiation&offer=<id>` (from
// an offer's "Rehearse the call") makes the Coach that offer's recruiter.
import { useSearchParams } from 'react-router-dom';
import { CoachScreen } from '@/features/coach/components/coach-screen';

export default function CoachRoute() {
  const [params] = useSearchParams();
  return (
    <CoachScreen key={params.get('session') ?? ''} initialSessionId={params.get('session')} practice={params.get('practice')} offer={params.get('offer')} />
  );
}
