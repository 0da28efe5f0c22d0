import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Parser, type ReadEntry } from 'tar';
import { BackupError, EXIT_CODES } from './backup-error';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_PATH,
  backupManifestSchema,
  type BackupManifest,
  type ManifestFile,
} from './backup-manifest';

const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/**
 * Reads a backup archive once, from the start: the manifest first, then every file, each checked against the
 * manifest's SHA-256 and size as it streams by, and written under `extractTo` when given. Throws a BackupError
 * naming the first file that fails (docs/decisions/0016); `checkManifest` may refuse the archive as soon as its
 * manifest is read.
 */
export async function readBackup(options: {
  file: string;
  extractTo?: string;
  checkManifest?: (manifest: BackupManifest) => void;
}): Promise<BackupManifest> {
  const name = path.basename(options.file);
  const damaged = (detail: string) => new BackupError(EXIT_CODES.badArchive, `${name} ${detail}`);
  let manifest: BackupManifest | undefined;
  let expected = new Map<string, ManifestFile>();
  const seen = new Set<string>();
  /** The files begun and not yet ended: where a truncated archive stopped. */
  const open = new Set<string>();
  let failure: BackupError | undefined;
  const writers = new Set<fs.WriteStream>();
  const written: Promise<void>[] = [];
  /** Each file's check, which may end after the parser when its writer held it back. */
  const checked: Promise<void>[] = [];

  const input = fs.createReadStream(options.file);
  const parser = new Parser({ strict: true });
  const fail = (error: BackupError) => {
    failure ??= error;
    parser.abort(error);
    input.destroy();
  };

  const readManifest = (entry: ReadEntry) => {
    if (entry.size > MAX_MANIFEST_BYTES) return fail(damaged('has a manifest.json too large to be ours.'));
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    entry.on('end', () => {
      try {
        manifest = parseManifest(Buffer.concat(chunks).toString('utf8'), damaged);
        expected = new Map(manifest.files.map((file) => [file.path, file]));
        options.checkManifest?.(manifest);
      } catch (error) {
        fail(error instanceof BackupError ? error : damaged(`has an unreadable manifest.json.`));
      }
    });
  };

  const openWriter = (archivePath: string) => {
    const target = path.join(options.extractTo!, ...archivePath.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const writer = fs.createWriteStream(target, { mode: 0o600 });
    writers.add(writer);
    written.push(
      new Promise<void>((resolve) => writer.on('close', () => resolve())).finally(() =>
        writers.delete(writer),
      ),
    );
    // After a failure the writers are destroyed on purpose; before it, a write error (a full disk) is one.
    writer.on('error', (error) => {
      if (!failure) fail(new BackupError(EXIT_CODES.failed, `cannot write ${target}: ${error.message}`));
    });
    return writer;
  };

  const readFile = (entry: ReadEntry, listed: ManifestFile) => {
    seen.add(entry.path);
    open.add(entry.path);
    const hash = crypto.createHash('sha256');
    let size = 0;
    const writer = options.extractTo ? openWriter(entry.path) : undefined;
    // Written by hand, not piped: piping a ReadEntry into a file stream lost the end of files here (tar 7.5).
    entry.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
      if (writer && !writer.write(chunk)) {
        entry.pause();
        writer.once('drain', () => entry.resume());
      }
    });
    let markChecked = () => {};
    checked.push(new Promise<void>((resolve) => (markChecked = resolve)));
    entry.on('end', () => {
      markChecked();
      open.delete(entry.path);
      writer?.end();
      const sha256 = hash.digest('hex');
      if (sha256 !== listed.sha256 || size !== listed.size) {
        fail(
          damaged(
            `is damaged: ${entry.path} fails its SHA-256 check (the manifest says ${listed.sha256}, ` +
              `${listed.size} bytes; the archive holds ${sha256}, ${size} bytes).`,
          ),
        );
      }
    });
  };

  parser.on('entry', (entry: ReadEntry) => {
    if (failure) return entry.resume();
    if (entry.type === 'Directory') return entry.resume();
    if (entry.type !== 'File' && entry.type !== 'OldFile') {
      entry.resume();
      return fail(damaged(`holds ${entry.path}, a ${entry.type} entry, which no PermitPilot backup has.`));
    }
    if (!manifest && entry.path === MANIFEST_PATH) return readManifest(entry);
    const listed = expected.get(entry.path);
    if (!manifest || !listed || seen.has(entry.path)) {
      entry.resume();
      return fail(
        manifest
          ? damaged(`holds ${entry.path}, which its manifest does not list.`)
          : damaged(`does not start with a manifest.json: it is not a PermitPilot backup.`),
      );
    }
    readFile(entry, listed);
  });

  await new Promise<void>((resolve, reject) => {
    parser.on('error', reject);
    parser.on('end', () => resolve());
    input.on('error', reject);
    input.pipe(parser);
  }).catch((error: Error) => {
    if (failure) return;
    const [current] = open;
    const where = current
      ? ` inside ${current}: its SHA-256 (${expected.get(current)?.sha256}) cannot be verified`
      : '';
    failure = damaged(`is truncated or corrupt (${error.message})${where}.`);
  });
  if (!failure) await Promise.all(checked);
  // On success the files are flushed and closed; after a failure what was begun is thrown away.
  if (failure) for (const writer of writers) writer.destroy();
  await Promise.all(written);
  if (failure) throw failure;
  if (!manifest) throw damaged('is empty or truncated: it has no manifest.json.');
  const missing = manifest.files.find((file) => !seen.has(file.path));
  if (missing) {
    throw damaged(
      `is truncated: ${missing.path} (SHA-256 ${missing.sha256}) is listed in its manifest but not in the archive.`,
    );
  }
  return manifest;
}

function parseManifest(text: string, damaged: (detail: string) => BackupError): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw damaged('has a manifest.json that is not JSON.');
  }
  const head = json as { format?: unknown; formatVersion?: unknown };
  if (head?.format !== BACKUP_FORMAT)
    throw damaged('is not a PermitPilot backup (its manifest says otherwise).');
  if (typeof head.formatVersion === 'number' && head.formatVersion > BACKUP_FORMAT_VERSION) {
    throw damaged(
      `was written in backup format ${head.formatVersion} by a newer PermitPilot; this one reads format ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw damaged(`has an invalid manifest.json (${issue.path.join('.')}: ${issue.message}).`);
  }
  return parsed.data;
}
