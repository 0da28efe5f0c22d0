import { and, asc, eq, gt, isNotNull, isNull, like, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentFileChunks, documentFiles } from '../../db/schema';
import { assertDocumentKey } from './document-keys';
import { inPiecesOf, limitedChunks } from './document-source';
import type { DocumentStore, StoredObject } from './types';

/** One row per 256 KB: a download holds one row at a time, an upload gathers one before it writes it. */
export const CHUNK_BYTES = 256 * 1024;
const PAGE = 500;

/**
 * Documents in the database (docs/decisions/0015): PostgreSQL without S3, so that every instance reads every
 * document with no other service. The bytes stream in and out in 256 KB rows. The document's row is written
 * first and marked complete after its last chunk, and readers see only complete ones, so a failed upload is
 * never visible; its rows are removed at once, or by the orphan sweep after a crash.
 */
export function createDatabaseDocumentStore(db: Database): DocumentStore {
  const completed = (key: string) => and(eq(documentFiles.key, key), isNotNull(documentFiles.completedAt));

  return {
    kind: 'database',
    name: 'the database (document_files)',
    async put(key, source, { maxBytes = Infinity } = {}) {
      assertDocumentKey(key);
      // A key is written once; an earlier attempt under the same key (a retried migration) starts over.
      await db.delete(documentFiles).where(eq(documentFiles.key, key));
      await db.insert(documentFiles).values({ key });
      let size = 0;
      let position = 0;
      try {
        for await (const piece of inPiecesOf(CHUNK_BYTES, limitedChunks(source, maxBytes))) {
          await db.insert(documentFileChunks).values({ fileKey: key, position, bytes: piece });
          position += 1;
          size += piece.length;
        }
        await db
          .update(documentFiles)
          .set({ size, completedAt: new Date() })
          .where(eq(documentFiles.key, key));
        return { size };
      } catch (error) {
        await db
          .delete(documentFiles)
          .where(eq(documentFiles.key, key))
          .catch(() => {});
        throw error;
      }
    },
    async get(key) {
      assertDocumentKey(key);
      const [file] = await db.select({ size: documentFiles.size }).from(documentFiles).where(completed(key));
      if (!file) return null;
      let position = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const [chunk] = await db
            .select({ bytes: documentFileChunks.bytes })
            .from(documentFileChunks)
            .where(and(eq(documentFileChunks.fileKey, key), eq(documentFileChunks.position, position)));
          if (!chunk) return controller.close();
          position += 1;
          controller.enqueue(chunk.bytes);
        },
      });
      return { size: Number(file.size), body };
    },
    async delete(key) {
      await db.delete(documentFiles).where(eq(documentFiles.key, assertDocumentKey(key)));
    },
    async deletePrefix(prefix) {
      // A key may hold '_', which LIKE reads as any one character.
      const pattern = `${assertDocumentKey(prefix).replace(/_/g, '\\_')}/%`;
      await db.delete(documentFiles).where(like(documentFiles.key, pattern));
    },
    async *list() {
      let after = '';
      for (;;) {
        const rows = await db
          .select({ key: documentFiles.key, size: documentFiles.size, storedAt: documentFiles.completedAt })
          .from(documentFiles)
          .where(and(gt(documentFiles.key, after), isNotNull(documentFiles.completedAt)))
          .orderBy(asc(documentFiles.key))
          .limit(PAGE);
        if (rows.length === 0) return;
        yield rows.map((row): StoredObject => ({
          key: row.key,
          size: Number(row.size),
          storedAt: row.storedAt!,
        }));
        after = rows.at(-1)!.key;
      }
    },
    async removeUnfinished(before) {
      const removed = await db
        .delete(documentFiles)
        .where(and(isNull(documentFiles.completedAt), lt(documentFiles.createdAt, before)))
        .returning({ key: documentFiles.key });
      return removed.length;
    },
  };
}
