// Unknown address: say so and offer a way back.
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-full max-w-lg flex-col justify-center px-4 py-16">
      <EmptyState
        icon={Compass}
        headingLevel="h1"
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Link
            to={paths.dashboard.href()}
            className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            {t('notFound.action')}
          </Link>
        }
      />
    </main>
  );
}
