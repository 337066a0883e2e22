// Reports that Edge Functions run, and who is calling: used by tests and as a deploy smoke check.
Deno.serve((request: Request) => {
  const hasAuth = request.headers.has('authorization');
  return Response.json({ status: 'ok', runtime: `deno ${Deno.version.deno}`, path: new URL(request.url).pathname, authenticated: hasAuth });
});
