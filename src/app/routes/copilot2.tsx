// Copilot v2 (/copilot2): fixed at a balanced answer in French.
import { CopilotScreen } from '@/features/copilot/components/copilot-screen';
import { COPILOT_V2 } from '@/features/copilot/utils/copilot-variants';

export default function CopilotRoute() {
  return <CopilotScreen variant={COPILOT_V2} />;
}
