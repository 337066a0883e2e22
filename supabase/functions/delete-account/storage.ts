// Removes every object under `<user id>/` in the app's buckets through the Storage API, as the service role.

const BUCKETS = ['avatars', 'resumes'];
const PAGE = 1000;

interface ListedObject {
  name: string;
  id: string | null;
}

async function listFolder(supabaseUrl: string, headers: Record<string, string>, bucket: string, prefix: string): Promise<string[]> {
  const paths: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const response = await fetch(`${supabaseUrl}/storage/v1/object/list/${bucket}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix, limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } }),
    });
    if (!response.ok) throw new Error(`listing ${bucket}/${prefix} failed with status ${response.status}`);
    const entries = (await response.json()) as ListedObject[];
    for (const entry of entries) {
      const path = `${prefix}/${entry.name}`;
      if (entry.id === null) paths.push(...(await listFolder(supabaseUrl, headers, bucket, path)));
      else paths.push(path);
    }
    if (entries.length < PAGE) return paths;
  }
}

/** Returns how many files were removed. */
export async function removeUserFiles(supabaseUrl: string, headers: Record<string, string>, userId: string): Promise<number> {
  let removed = 0;
  for (const bucket of BUCKETS) {
    const paths = await listFolder(supabaseUrl, headers, bucket, userId);
    for (let i = 0; i < paths.length; i += PAGE) {
      const batch = paths.slice(i, i + PAGE);
      const response = await fetch(`${supabaseUrl}/storage/v1/object/${bucket}`, {
        method: 'DELETE',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: batch }),
      });
      if (!response.ok) throw new Error(`removing files from ${bucket} failed with status ${response.status}`);
      removed += ((await response.json()) as unknown[]).length;
    }
  }
  return removed;
}
