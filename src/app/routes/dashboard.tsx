// Dashboard route (/): the applications tracker.
import { ApplicationsDashboard } from '@/features/applications/components/applications-dashboard';

export default function DashboardRoute() {
  return <ApplicationsDashboard />;
}
