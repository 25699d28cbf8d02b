import { endpointPath, getProjectDocument } from '@dcic/shared/contract';

/** Opened in a new tab: the API shows PDFs inline and sends other files as downloads. */
export const documentUrl = (projectId: number, documentId: number) => endpointPath(getProjectDocument.path, { id: projectId, documentId });
