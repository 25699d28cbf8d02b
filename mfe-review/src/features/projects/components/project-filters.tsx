import { Input, Select, Space } from 'antd';
import { useIntl } from 'react-intl';
import { PROJECT_STATUS_FILTERS, REVIEW_SEARCH_MAX } from '@dcic/shared/constants';
import type { ProjectQuery } from '../api/projects';

export interface ProjectFiltersProps {
  query: ProjectQuery;
  years: readonly number[];
  onChange: (query: ProjectQuery) => void;
  /** The recycle bin and the intention list have no status filter. */
  withStatus?: boolean;
}

/** Year tag (default 2019), status and search; any change goes back to page 1. */
export function ProjectFilters({ query, years, onChange, withStatus = true }: ProjectFiltersProps) {
  const intl = useIntl();
  const yearOptions = [...new Set([query.yearTag, ...years])].sort((a, b) => b - a).map((year) => ({ value: year, label: String(year) }));
  return (
    <Space wrap className="rev-filters">
      <Select
        aria-label={intl.formatMessage({ id: 'filter.year' })}
        value={query.yearTag}
        options={yearOptions}
        onChange={(yearTag: number) => onChange({ ...query, yearTag, page: 1 })}
        style={{ width: 110 }}
      />
      {withStatus ? (
        <Select
          aria-label={intl.formatMessage({ id: 'filter.status' })}
          value={query.status}
          options={PROJECT_STATUS_FILTERS.map((status) => ({ value: status, label: intl.formatMessage({ id: `status.${status}` }) }))}
          onChange={(status: ProjectQuery['status']) => onChange({ ...query, status, page: 1 })}
          style={{ width: 150 }}
        />
      ) : null}
      <Input.Search
        aria-label={intl.formatMessage({ id: 'filter.search' })}
        placeholder={intl.formatMessage({ id: 'filter.searchPlaceholder' })}
        defaultValue={query.search}
        maxLength={REVIEW_SEARCH_MAX}
        allowClear
        onSearch={(search) => onChange({ ...query, search: search.trim(), page: 1 })}
        style={{ width: 260 }}
      />
    </Space>
  );
}
