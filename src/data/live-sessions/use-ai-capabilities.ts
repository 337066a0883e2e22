// Whether AI works on this server, asked once before a live session starts (GET /functions/v1/ai/v1/capabilities).
// Unknown (pending or unreachable) counts as configured: the first call then tells the real story.
import { useQuery } from '@tanstack/react-query';
import { getAiCapabilities } from '@/lib/ai';

export function useAiCapabilities() {
  const query = useQuery({ queryKey: ['ai-capabilities'], queryFn: ({ signal }) => getAiCapabilities(signal), staleTime: 5 * 60_000, retry: false });
  return { isNotConfigured: query.data?.configured === false };
}
