import { EmptyState, formatDate, QueryState } from '@dcic/shared';
import { Descriptions, Spin } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { useSourceCodeShare } from '../api/source-code-share';
import { Comments } from './comments';

/** One share: what it is (a repository or a file to download), its description, and the comments on it. */
export function SourceCodeDetail({ id }: { id: number }) {
  const intl = useIntl();
  const share = useSourceCodeShare({ id });
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <QueryState
      query={share}
      loading={<Spin />}
      isEmpty={(data) => data === null}
      empty={<EmptyState description={t('sourceCode.notFound')} />}
    >
      {(data) =>
        data && (
          <article className="cmp-source-code">
            <h2>{data.title}</h2>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'competition',
                  label: t('sourceCode.competition'),
                  children: <Link to={`/competitions/${data.competitionId}/ranking`}>{data.competitionName}</Link>,
                },
                { key: 'team', label: t('rankings.team'), children: `${data.teamName} · ${data.userName}` },
                { key: 'time', label: t('sourceCode.sharedAt'), children: formatDate(data.createdAt, 'yyyy-MM-dd hh:mm') },
                {
                  key: 'code',
                  label: t('rankings.code'),
                  children: data.url ? (
                    <a href={data.url} target="_blank" rel="noopener noreferrer nofollow">
                      {data.url}
                    </a>
                  ) : data.fileUrl ? (
                    <a href={data.fileUrl} download>
                      <FormattedMessage
                        id="sourceCode.download"
                        values={{ name: data.fileName ?? '', size: Math.ceil((data.size ?? 0) / 1024) }}
                      />
                    </a>
                  ) : (
                    '-'
                  ),
                },
              ]}
            />
            {data.description && <p className="cmp-source-description">{data.description}</p>}
            <Comments shareId={data.id} />
          </article>
        )
      }
    </QueryState>
  );
}
