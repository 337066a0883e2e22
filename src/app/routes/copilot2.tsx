// Copilot v2 (/copilot2): fixed at a balanced answer in French. `?session=int_<id>` (from an interview's or an
// application's page) preselects what the session is about.
import { useSearchParams } from 'react-router-dom';
import { CopilotScreen } from '@/features/copilot/components/copilot-screen';
import { COPILOT_V2 } from '@/features/copilot/utils/copilot-variants';

export default function CopilotRoute() {
  const [params] = useSearchParams();
  return <CopilotScreen key={params.get('session') ?? ''} variant={COPILOT_V2} initialSessionId={params.get('session')} />;
}
