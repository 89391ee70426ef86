import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '@app/contract/limits';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db/transaction.ts';
import { uploadStorage } from './storage.ts';
import { UPLOAD_TYPES } from './uploads.service.ts';

/** The names the server gave files on its disk before uploads moved to the database. */
const FILE_NAME = /^([0-9a-f]{32})\.(gif|png|jpg)$/;

export interface FolderImport {
  imported: number;
  /** Already in the table (an earlier run). */
  present: number;
  /** Not an upload name, not an image by its bytes, too large or of another suffix. */
  skipped: string[];
}

/**
 * Imports the images a node kept in its upload folder (the former UPLOAD_DIR, `./data/uploads`)
 * under their own keys, so the addresses that deposits cite keep working on every node. Their
 * uploader is unknown (no owner: nobody can cite them in a new deposit) and they are pinned (the
 * clean-up keeps them). Safe to run again and on several nodes' folders.
 */
export async function importUploadFolder(ctx: AppContext, folder: string): Promise<FolderImport> {
  const result: FolderImport = { imported: 0, present: 0, skipped: [] };
  const entries = await fs.readdir(folder, { withFileTypes: true });
  for (const entry of entries) {
    const match = FILE_NAME.exec(entry.name);
    if (!entry.isFile() || !match) {
      result.skipped.push(entry.name);
      continue;
    }
    const file = path.join(folder, entry.name);
    const stat = await fs.stat(file);
    if (stat.size === 0 || stat.size > LIMITS.uploadMaxBytes) {
      result.skipped.push(entry.name);
      continue;
    }
    const bytes = await fs.readFile(file);
    const type = await fileTypeFromBuffer(bytes);
    if (!type || UPLOAD_TYPES[type.mime] !== match[2]) {
      result.skipped.push(entry.name);
      continue;
    }
    const now = ctx.clock.now();
    const kept = await uploadStorage(ctx).put(match[1]!, bytes, type.mime);
    try {
      await ctx.store.db
        .insertInto('uploads')
        .values({
          key: match[1]!,
          user_id: null,
          content_type: type.mime,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes: kept,
          pinned_at: now,
          created_at: Math.min(Math.round(stat.mtimeMs), now),
        })
        .execute();
      result.imported += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      result.present += 1;
    }
  }
  return result;
}
