// Where a paid subscriber manages or cancels their plan: the billing-portal Edge Function answers with Stripe's
// customer portal (or the local test portal) for the caller's running subscription of that plan.
import { t } from 'i18next';
import { useMutation } from '@tanstack/react-query';
import { edgeFunctionErrorMessage } from '@/lib/edge-function-error';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import type { PlanType } from '@/data/subscriptions/get-subscription';

export interface BillingPortalRequest {
  plan: Exclude<PlanType, 'free'>;
  /** Where the portal sends the person back to. */
  returnUrl: string;
}

const OPEN_FAILED = () => t('subscription:errors.portalFailed');

async function createBillingPortalUrl({ plan, returnUrl }: BillingPortalRequest): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ url: string }>('billing-portal', { body: { plan, return_url: returnUrl } });
  if (error) {
    throw new DataError(null, (await edgeFunctionErrorMessage(error)) ?? OPEN_FAILED());
  }
  if (!data?.url) throw new DataError(null, OPEN_FAILED());
  return data.url;
}

/** Opens the portal in this tab; the mutation stays pending while the browser leaves. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: async (request: BillingPortalRequest) => {
      const url = await createBillingPortalUrl(request);
      window.location.assign(url);
    },
  });
}
