// Object bytes on disk: `<dataDir>/storage/<bucket>/<key>`, written through a temp file, never outside the bucket folder.
import { randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { errors } from './errors.js';
import { isValidBucketName, isValidObjectKey } from './names.js';

export class ObjectDisk {
  readonly root: string;
  /** Temp uploads; `~` cannot appear in a bucket name, so this never shadows a bucket. */
  private readonly tmpDir: string;
  /** Temp files left by a crash are useless: clear them once, before the first upload. */
  private readonly tmpCleared: Promise<void>;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'storage');
    this.tmpDir = path.join(this.root, '.uploads~');
    this.tmpCleared = rm(this.tmpDir, { recursive: true, force: true }).catch(() => undefined);
  }

  /** The absolute file for an object, checked to stay inside its bucket's folder. */
  objectPath(bucketId: string, key: string): string {
    if (!isValidBucketName(bucketId)) throw errors.invalidBucketName();
    if (!isValidObjectKey(key)) throw errors.invalidKey(key);
    const bucketDir = path.resolve(this.root, bucketId);
    const file = path.resolve(bucketDir, ...key.split('/'));
    if (path.dirname(bucketDir) !== this.root || !file.startsWith(bucketDir + path.sep)) throw errors.invalidKey(key);
    return file;
  }

  async newTempFile(): Promise<string> {
    await this.tmpCleared;
    await mkdir(this.tmpDir, { recursive: true });
    return path.join(this.tmpDir, randomUUID());
  }

  /** Moves a finished temp file into place, replacing any previous version atomically. */
  async install(tempFile: string, bucketId: string, key: string): Promise<void> {
    const target = this.objectPath(bucketId, key);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempFile, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A parent is a file (ENOTDIR/EEXIST) or the target is a folder (EISDIR): S3 allows both, a file system does not.
      if (code === 'ENOTDIR' || code === 'EEXIST' || code === 'EISDIR' || code === 'ENOTEMPTY') throw errors.pathConflict(key);
      throw error;
    }
  }

  async copyToTemp(bucketId: string, key: string): Promise<string | null> {
    const temp = await this.newTempFile();
    try {
      await copyFile(this.objectPath(bucketId, key), temp);
      return temp;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async move(fromBucket: string, fromKey: string, toBucket: string, toKey: string): Promise<boolean> {
    const source = this.objectPath(fromBucket, fromKey);
    const temp = await this.newTempFile();
    try {
      await rename(source, temp);
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    try {
      await this.install(temp, toBucket, toKey);
    } catch (error) {
      await rename(temp, source).catch(() => undefined);
      throw error;
    }
    await this.pruneEmptyFolders(fromBucket, source);
    return true;
  }

  async remove(bucketId: string, key: string): Promise<void> {
    const file = this.objectPath(bucketId, key);
    await unlink(file).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
    await this.pruneEmptyFolders(bucketId, file);
  }

  /** Opens an object for reading; null when the bytes are missing. */
  async openForRead(bucketId: string, key: string): Promise<{ stream: ReadStream; size: number } | null> {
    const file = this.objectPath(bucketId, key);
    try {
      const handle = await open(file, 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  /** Removes folders left empty by a delete or move, up to (not including) the bucket folder. */
  private async pruneEmptyFolders(bucketId: string, file: string): Promise<void> {
    const bucketDir = path.resolve(this.root, bucketId);
    for (let dir = path.dirname(file); dir.startsWith(bucketDir + path.sep); dir = path.dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export async function removeQuietly(file: string | null | undefined): Promise<void> {
  if (file) await unlink(file).catch(() => undefined);
}
