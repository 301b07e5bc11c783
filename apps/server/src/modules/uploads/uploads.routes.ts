import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageUploadField, imageUploadMaxBytes, uploadedImageSchema } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { recordUploads } from './ownership';
import { storeImage } from './uploads.service';

const tooLargeMessage = 'A imagem deve ter no máximo 5 MB';
const noFileMessage = 'Selecione uma imagem PNG, JPG ou WEBP';

function refuse(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path: imageUploadField, message }]);
}

/** @fastify/multipart's own errors (413 in English) become our Portuguese 400 problems. */
function multipartProblem(app: FastifyInstance, error: unknown): unknown {
  const errors = app.multipartErrors;
  if (error instanceof errors.RequestFileTooLargeError) return refuse(tooLargeMessage);
  if (
    error instanceof errors.FilesLimitError ||
    error instanceof errors.PartsLimitError ||
    error instanceof errors.FieldsLimitError
  ) {
    return refuse('Envie uma imagem por vez');
  }
  if (error instanceof errors.InvalidMultipartContentTypeError) return refuse(noFileMessage);
  return error;
}

/** The one file of the form, read into memory (at most 5 MB: the stream stops there). */
async function readUploadedFile(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== imageUploadField) throw refuse(noFileMessage);
    return await part.toBuffer();
  } catch (error) {
    throw multipartProblem(app, error);
  }
}

/**
 * Image uploads for the admin's forms. Multipart parsing is registered inside this plugin
 * only, so no other route accepts multipart bodies.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: imageUploadMaxBytes, files: 1, fields: 5, parts: 6 },
  });
  const uploads = app.storage.uploads;

  app.post(
    '/api/superadmin/uploads/images',
    {
      schema: {
        tags: ['superadmin'],
        summary: "Upload an establishment's logo: PNG, JPEG or WEBP (field `file`, at most 5 MB)",
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema },
      },
    },
    // The /api/superadmin/ guard already let only super admins in, linked to a shop or not.
    async (request, reply) => {
      const data = await readUploadedFile(app, request);
      const url = await storeImage(uploads, data);
      // No shop yet: the establishment saved with it takes it (assertOwnImages).
      await recordUploads(app.db, null, [url]);
      return reply.code(201).send({ url });
    },
  );

  app.post(
    '/api/admin/uploads/images',
    {
      config: { action: 'catalog.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Upload a PNG, JPEG or WEBP image (field `file`, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema },
      },
    },
    async (request, reply) => {
      // Only admins linked to a shop have something to illustrate.
      const establishmentId = await request.adminEstablishmentId();
      const data = await readUploadedFile(app, request);
      const url = await storeImage(uploads, data);
      await recordUploads(app.db, establishmentId, [url]);
      return reply.code(201).send({ url });
    },
  );
};
