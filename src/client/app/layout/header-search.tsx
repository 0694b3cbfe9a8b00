import { SearchIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Input } from '#client/components/ui/input.tsx';
import { useDebouncedDraft } from '#client/lib/use-debounced-draft.ts';
import { SEARCH_MAX_LENGTH } from '#shared/domain/list-limits.ts';
import { HEADER_TEXTS } from '#shared/spec-texts/shell-texts.ts';

/** Submitting non-empty trimmed text opens /tasks/active?search={text}. */
export function searchTarget(text: string): string | null {
  const query = text.trim();
  return query ? `/tasks/active?search=${encodeURIComponent(query)}` : null;
}

/**
 * The pages the header search searches in place (issue 23): each keeps its search in its own
 * `search` parameter, so typing in the header filters the page the person is on instead of
 * leaving it for Current Tasks.
 */
const IN_PLACE_PAGES: Readonly<Record<string, string>> = {
  '/paused-jobs': 'Filters the paused jobs on this page as you type',
  '/completed-tasks': 'Searches the completed tasks on this page as you type',
};

export const searchesInPlace = (pathname: string) => Object.hasOwn(IN_PLACE_PAGES, pathname);

/**
 * Typing rests this long before the page's address takes the search: the page's own search box
 * waits as long (the paused list's URL writes, the completed list's server request).
 */
const HEADER_SEARCH_DELAY_MS = 300;

export function HeaderSearch() {
  const { pathname } = useLocation();
  return searchesInPlace(pathname) ? <InPlaceSearch hint={IN_PLACE_PAGES[pathname] ?? ''} /> : <SpecSearch />;
}

/** Everywhere else, as specified: Enter goes to Current Tasks searched. */
function SpecSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = searchTarget(text);
    if (target) navigate(target);
  }

  return (
    <SearchForm onSubmit={submit}>
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={HEADER_TEXTS.searchPlaceholder}
        aria-label="Search work orders"
        className="pl-8"
      />
    </SearchForm>
  );
}

/**
 * On Paused Jobs and Completed Tasks: the box shows the page's search and changes it, a pause in
 * typing (or Enter at once) writes it into the page's address, replacing the history entry as the
 * page's own box does.
 */
function InPlaceSearch({ hint }: { hint: string }) {
  const hintId = useId();
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search') ?? '';
  const latestParams = useRef(params);
  latestParams.current = params;

  const writeSearch = (search: string) => {
    const updated = new URLSearchParams(latestParams.current);
    if (search) updated.set('search', search);
    else updated.delete('search');
    setParams(updated, { replace: true, preventScrollReset: true });
  };
  const search = useDebouncedDraft(urlSearch, writeSearch, { delayMs: HEADER_SEARCH_DELAY_MS, trim: true });

  return (
    <SearchForm
      onSubmit={(event) => {
        event.preventDefault();
        search.commit(search.draft);
      }}
    >
      <Input
        type="search"
        value={search.draft}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => search.setDraft(event.target.value)}
        placeholder={HEADER_TEXTS.searchPlaceholder}
        aria-label="Search work orders"
        aria-describedby={hintId}
        className="pl-8"
      />
      <span id={hintId} className="sr-only">
        {hint}
      </span>
    </SearchForm>
  );
}

function SearchForm({ onSubmit, children }: { onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <search className="min-w-0 max-w-md flex-1">
      <form onSubmit={onSubmit} className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        {children}
      </form>
    </search>
  );
}
