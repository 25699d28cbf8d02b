import { uploadTo } from '@dcic/shared';
import { uploadAuthenticationDocument } from '@dcic/shared/contract';
import { useAuthenticationMutation } from './use-authentication-mutation';

/** The document photo; stored privately, never served. */
const uploadDocument = (file: File) => uploadTo(uploadAuthenticationDocument, { file, fileName: file.name });

export const useUploadDocument = () => useAuthenticationMutation(uploadDocument);
