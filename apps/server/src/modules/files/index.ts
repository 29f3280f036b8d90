/** The files module's public face: uploads (checked by kind) and the file store. */
import { defineModule } from '../../lib/module';
import { filesRoutes } from './files.routes';

export const filesModule = defineModule('files', filesRoutes, ['@fastify/multipart']);

export { checkUpload, saveUpload, storedFile, type Upload } from './files.service';
export { readMultipart, requireFile } from './multipart';
export { filesDir, localFileStore, type FileStore } from './file-store';
