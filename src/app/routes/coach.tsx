// Interview Coach: not built yet. An honest placeholder until its issue lands.
import { GraduationCap } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

export default function CoachRoute() {
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Interview Coach</h1>
      <EmptyState icon={GraduationCap} title="Coming soon" description="A spoken mock interview that asks questions aloud and gives feedback is coming soon." />
    </section>
  );
}
