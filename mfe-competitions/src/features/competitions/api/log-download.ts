import { api, useMutation } from '@dcic/shared';
import { logDownload } from '@dcic/shared/contract';

const postDownload = (id: number, file: string) => api(logDownload, { params: { id }, body: { file } });

/** Logs a dataset download; answers the file's address. */
export const useLogDownload = (id: number) => useMutation({ mutationFn: (file: string) => postDownload(id, file) });
