// A project's documents: an entry's are the document submissions of its team, a signup's are the
// files attached to the form. Both are kept in the file store's submissions bucket under server-made names.
import path from 'node:path';
import type { ProjectDocument } from '@dcic/shared/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import type { FileStore } from '../../lib/file-store';
import { submissions } from './entries-tables';
import { reviewSignupDocuments, type ReviewProjectRow } from './schema';

interface StoredDocument {
  id: number;
  fileName: string;
  storedName: string;
  size: number;
  createdAt: Date;
}

function storedDocuments(db: Db, project: ReviewProjectRow): Promise<StoredDocument[]> {
  if (project.source === 'entry' && project.teamId !== null) {
    return db
      .select({
        id: submissions.id,
        fileName: submissions.fileName,
        storedName: submissions.storedName,
        size: submissions.size,
        createdAt: submissions.createdAt,
      })
      .from(submissions)
      .where(and(eq(submissions.teamId, project.teamId), eq(submissions.kind, 'document')))
      .orderBy(asc(submissions.createdAt), asc(submissions.id));
  }
  return db
    .select({
      id: reviewSignupDocuments.id,
      fileName: reviewSignupDocuments.fileName,
      storedName: reviewSignupDocuments.storedName,
      size: reviewSignupDocuments.size,
      createdAt: reviewSignupDocuments.createdAt,
    })
    .from(reviewSignupDocuments)
    .where(eq(reviewSignupDocuments.projectId, project.id))
    .orderBy(asc(reviewSignupDocuments.createdAt), asc(reviewSignupDocuments.id));
}

const isPdf = (name: string) => path.extname(name).toLowerCase() === '.pdf';

export async function documentsOf(db: Db, project: ReviewProjectRow): Promise<ProjectDocument[]> {
  return (await storedDocuments(db, project)).map((doc) => ({
    id: doc.id,
    name: doc.fileName,
    size: doc.size,
    uploadedAt: doc.createdAt.toISOString(),
    pdf: isPdf(doc.fileName),
  }));
}

export interface DocumentFile {
  name: string;
  bytes: Buffer;
  contentType: string;
  /** PDFs open in the browser's viewer; anything else is saved, never rendered by the site. */
  inline: boolean;
}

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The stored file of one of the project's documents; a document of another project is not found. */
export async function documentFile(db: Db, files: FileStore, project: ReviewProjectRow, documentId: number): Promise<DocumentFile> {
  const doc = (await storedDocuments(db, project)).find((candidate) => candidate.id === documentId);
  // The store refuses a name that is not server-made, so nothing stored can climb out of its bucket.
  const bytes = doc ? await files.read('submissions', doc.storedName) : null;
  if (!doc || !bytes) raise('REVIEW_DOCUMENT_NOT_FOUND');
  const extension = path.extname(doc.fileName).toLowerCase();
  return { name: doc.fileName, bytes, contentType: TYPES[extension] ?? 'application/octet-stream', inline: extension === '.pdf' };
}

/** Content-Disposition with the name readable in every browser (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
