import { AutoComplete, Input } from 'antd';
import type { ReactElement } from 'react';
import type { SmartInputKind } from '@dcic/shared/contract';
import { useSuggestions } from '../api/smart-input';

export interface SmartInputProps {
  kind: SmartInputKind;
  /** Filled in by Form.Item, or given by the owner of the value. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  maxLength?: number;
  /** A field other than a plain input (a search box with its button). */
  children?: ReactElement;
}

/** A text field that suggests what other users entered for the same kind of field (spec §7 smartInput). */
export function SmartInput({ kind, value = '', onChange, id, maxLength, children }: SmartInputProps) {
  const suggestions = useSuggestions(kind, value);
  return (
    <AutoComplete id={id} value={value} onChange={onChange} options={suggestions.map((suggestion) => ({ value: suggestion }))}>
      {children ?? <Input maxLength={maxLength} />}
    </AutoComplete>
  );
}
