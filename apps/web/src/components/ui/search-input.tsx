import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';

type SearchInputProps = {
  /** Called with the trimmed text once typing pauses (or at once on Enter). */
  onSearch: (text: string) => void;
  /**
   * The search the list shows now (kept in its address): the box starts with it, and follows it
   * when it changes under the box (Back, a link), without sending it again.
   */
  value?: string | undefined;
  placeholder?: string;
  delayMs?: number;
  className?: string;
};

/** A list's search box: searches on the server, so it waits for a pause in typing. */
export function SearchInput({
  onSearch,
  value = '',
  placeholder = 'Buscar',
  delayMs = 300,
  className,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  // The search this box last sent, or was given: what it does not send again.
  const [sent, setSent] = useState(value);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    // The list's own echo of what was sent leaves the box alone: typing may have gone on since.
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  const send = (typed: string) => {
    const trimmed = typed.trim();
    if (trimmed === sent) return;
    setSent(trimmed);
    onSearchRef.current(trimmed);
  };

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent) return;
    const timer = setTimeout(() => {
      setSent(trimmed);
      onSearchRef.current(trimmed);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, sent, delayMs]);

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
