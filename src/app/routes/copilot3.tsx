// Copilot v3 (/copilot3): the person's settings, history and notes, Space to listen, typewriter answers.
import { CopilotScreen } from '@/features/copilot/components/copilot-screen';
import { COPILOT_V3 } from '@/features/copilot/utils/copilot-variants';

export default function Copilot3Route() {
  return <CopilotScreen variant={COPILOT_V3} />;
}
