// What AI can do on this server, asked once before a live session starts (GET /functions/v1/ai/v1/capabilities), and
// with it how the Copilot hears (src/lib/hearing/ladder.ts): live transcription, recorded turns, or typing only.
// Unknown (pending or unreachable) counts as configured without live transcription: the first call then tells the
// real story, and recorded turns work wherever the gateway does.
import { useQuery } from '@tanstack/react-query';
import { getAiCapabilities } from '@/lib/ai';
import { chooseHearing, detectHearingBrowser } from '@/lib/hearing/ladder';

export const AI_CAPABILITIES_KEY = ['ai-capabilities'] as const;

export function useAiCapabilities() {
  const query = useQuery({ queryKey: AI_CAPABILITIES_KEY, queryFn: ({ signal }) => getAiCapabilities(signal), staleTime: 5 * 60_000, retry: false });
  const capabilities = query.data ?? { configured: true, realtime: null };
  return { isNotConfigured: query.data?.configured === false, hearing: chooseHearing(capabilities, detectHearingBrowser()) };
}
