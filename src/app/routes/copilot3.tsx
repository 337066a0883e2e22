// Copilot v3 (/copilot3): the person's settings, history and notes, Space to listen, typewriter answers.
// `?session=int_<id>` (from an interview's or an application's page) preselects what the session is about.
import { useSearchParams } from 'react-router-dom';
import { CopilotScreen } from '@/features/copilot/components/copilot-screen';
import { COPILOT_V3 } from '@/features/copilot/utils/copilot-variants';

export default function Copilot3Route() {
  const [params] = useSearchParams();
  return <CopilotScreen key={params.get('session') ?? ''} variant={COPILOT_V3} initialSessionId={params.get('session')} />;
}
