import { SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { HEADER_TEXTS } from '../../../shared/spec-texts/shell-texts.ts';
import { Input } from '../../components/ui/input.tsx';

/** SPEC 2: submitting non-empty trimmed text opens /tasks/active?search={text}. */
export function searchTarget(text: string): string | null {
  const query = text.trim();
  return query ? `/tasks/active?search=${encodeURIComponent(query)}` : null;
}

export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = searchTarget(text);
    if (target) navigate(target);
  }

  return (
    <search className="min-w-0 max-w-md flex-1">
      <form onSubmit={submit} className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={HEADER_TEXTS.searchPlaceholder}
          aria-label="Search work orders"
          className="pl-8"
        />
      </form>
    </search>
  );
}
