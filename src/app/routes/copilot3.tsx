// Copilot 3: not built yet. An honest placeholder until its issue lands.
import { Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

export default function Copilot3Route() {
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Copilot 3</h1>
      <EmptyState icon={Sparkles} title="Coming soon" description="The next copilot, with session history, notes and its own settings, is being built. Your AI settings from Settings will apply to it." />
    </section>
  );
}
