// The signed-in layout: the sidebar and the current screen, with a page transition that honours reduced motion.
import { motion } from 'framer-motion';
import { Outlet, useLocation } from 'react-router-dom';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { Sidebar } from '@/app/layout/sidebar';

export function AppLayout() {
  const location = useLocation();
  const prefersReducedMotion = usePrefersReducedMotion();
  return (
    <div className="flex min-h-full">
      <Sidebar />
      <main className="min-w-0 flex-1 px-6 py-8 lg:px-10">
        <motion.div
          key={location.pathname}
          data-page-transition
          initial={prefersReducedMotion ? false : { opacity: 0, y: 8 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: prefersReducedMotion ? 0 : 0.2, ease: 'easeOut' }}
        >
          <Outlet />
        </motion.div>
      </main>
    </div>
  );
}
