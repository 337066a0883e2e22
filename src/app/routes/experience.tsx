// My Experience route (/experience).
import { ExperiencePage } from '@/features/experience/components/experience-page';

export default function ExperienceRoute() {
  return <ExperiencePage />;
}
