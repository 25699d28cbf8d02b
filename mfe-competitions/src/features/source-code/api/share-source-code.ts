import { api, uploadTo, useMutation, useQueryClient } from '@dcic/shared';
import { shareSourceCodeFile, shareSourceCodeLink } from '@dcic/shared/contract';

type ShareInput =
  | { kind: 'link'; competitionId: number; title: string; description: string; url: string }
  | { kind: 'file'; competitionId: number; title: string; description: string; file: File };

/** A repository link goes as JSON; a file as multipart, its text fields first. */
function share(input: ShareInput) {
  const { competitionId, title, description } = input;
  if (input.kind === 'link') return api(shareSourceCodeLink, { body: { cmptId: competitionId, title, description, url: input.url } });
  return uploadTo(shareSourceCodeFile, { file: input.file, fields: { cmptId: String(competitionId), title, description } });
}

/** Shares the team's code (replacing what it shared before); lists and leaderboards show it next. */
export function useShareSourceCode(competitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: share,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['source-code'] }),
        client.invalidateQueries({ queryKey: ['competitions', competitionId] }),
      ]),
  });
}
