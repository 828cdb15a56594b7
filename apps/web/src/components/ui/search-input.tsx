import { useCallback, useEffect, useRef, useState } from 'react';
import { Input } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';

type SearchInputProps = {
  /** Called with the trimmed text once typing pauses (or at once on Enter). */
  onSearch: (text: string) => void;
  placeholder?: string;
  delayMs?: number;
  className?: string;
};

/** A list's search box: searches on the server, so it waits for a pause in typing. */
export function SearchInput({
  onSearch,
  placeholder = 'Buscar',
  delayMs = 300,
  className,
}: SearchInputProps) {
  const [text, setText] = useState('');
  const lastSent = useRef('');
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  const send = useCallback((value: string) => {
    const trimmed = value.trim();
    if (trimmed === lastSent.current) return;
    lastSent.current = trimmed;
    onSearchRef.current(trimmed);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => send(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, send]);

  return (
    <Input
      className={className}
      value={text}
      placeholder={placeholder}
      aria-label={placeholder}
      prefix={<SearchOutlined aria-hidden />}
      // The clear button is named by its icon: antd's would say 'close-circle'.
      allowClear={{ clearIcon: <CloseCircleFilled aria-label="Borrar búsqueda" /> }}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => send(text)}
    />
  );
}
