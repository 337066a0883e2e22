// For a mutation's onSettled: after a success the mutation stays pending until the refresh is done (the saved row is
// on screen when the form closes); after a failure the refresh runs in the background, so the error shows at once.
// (With the backend down, awaiting a refetch and its retries held a failed save's message back for 15 seconds.)
export function refreshAfterMutation(error: unknown, refresh: () => Promise<unknown>): Promise<unknown> | undefined {
  const refreshing = refresh();
  if (!error) return refreshing;
  refreshing.catch(() => undefined);
  return undefined;
}
