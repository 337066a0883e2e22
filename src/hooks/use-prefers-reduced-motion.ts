// True when the person asked the operating system for reduced motion.
import { useMediaQuery } from '@/hooks/use-media-query';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
