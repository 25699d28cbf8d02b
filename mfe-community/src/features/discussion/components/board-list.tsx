import { QueryState } from '@dcic/shared';
import type { Board } from '@dcic/shared/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBoards } from '../api/boards';

function BoardButton({ board, current, onChoose }: { board: Board; current?: number; onChoose: (id: number) => void }) {
  return (
    <li>
      <button type="button" aria-pressed={current === board.id} onClick={() => onChoose(board.id)}>
        <span>{board.name}</span>
        <span className="com-board-count">{board.posts}</span>
      </button>
    </li>
  );
}

/** The boards beside the list: all of them, the general boards, then the competitions' boards. */
export function BoardList({ current, onChoose }: { current?: number; onChoose: (id: number | undefined) => void }) {
  const intl = useIntl();
  const boards = useBoards();
  return (
    <nav className="com-boards" aria-label={intl.formatMessage({ id: 'discussion.boards' })}>
      <button type="button" className="com-board-all" aria-pressed={current === undefined} onClick={() => onChoose(undefined)}>
        <FormattedMessage id="discussion.allBoards" />
      </button>
      <QueryState query={boards} loading={<p className="com-loading" aria-busy="true" />}>
        {(list) =>
          (['general', 'competition'] as const).map((kind) => {
            const ofKind = list.filter((board) => board.kind === kind);
            if (ofKind.length === 0) return null;
            return (
              <section key={kind} aria-label={intl.formatMessage({ id: `discussion.boardKind.${kind}` })}>
                <h2>
                  <FormattedMessage id={`discussion.boardKind.${kind}`} />
                </h2>
                <ul>
                  {ofKind.map((board) => (
                    <BoardButton key={board.id} board={board} current={current} onChoose={onChoose} />
                  ))}
                </ul>
              </section>
            );
          })
        }
      </QueryState>
    </nav>
  );
}
