import type { ServerModule } from '../../platform/module.ts';
import { uploadJobs } from './cleanup.job.ts';
import { uploadsMigration } from './migrations/0007_uploads.ts';
import { operatorUploadsMigration } from './migrations/0024_operator_uploads.ts';
import { uploadAddressMigration } from './migrations/0026_upload_address.ts';
import { registerUploadRoutes } from './uploads.routes.ts';
import { UPLOADS_TABLES } from './tables.ts';

/**
 * Uploaded images (deposit screenshots; later profile pictures), stored where every node sees
 * them: POST /api/uploadToOss and GET /uploads/<key>.<suffix>. A module that cites an upload
 * checks that the player owns it (`ownsUpload`) and pins it (`pinUpload`) in the transaction that
 * writes the citation; an hourly job deletes what nothing pinned within a day.
 */
export { importUploadFolder, type FolderImport } from './import-folder.ts';
export { ownsUpload, pinAnyUpload, pinUpload } from './uploads.service.ts';
export {
  receiveImage,
  receiveOperatorImage,
  registerImageParser,
  type OperatorImage,
} from './uploads.routes.ts';

export const uploadsModule: ServerModule = {
  name: 'uploads',
  tables: UPLOADS_TABLES,
  migrations: [uploadsMigration, operatorUploadsMigration, uploadAddressMigration],
  plugin: registerUploadRoutes,
  jobs: uploadJobs,
};
