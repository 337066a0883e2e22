// Copilot: not built yet. An honest placeholder until its issue lands.
import { Bot } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

export default function CopilotRoute() {
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Copilot</h1>
      <EmptyState icon={Bot} title="Coming soon" description="A live interview copilot that listens to the interviewer and suggests answers is on its way. Until then, keep your applications and experience up to date so it has everything it needs." />
    </section>
  );
}
