import { SearchIcon, XIcon } from 'lucide-react';
import { useDebouncedDraft } from '#client/lib/use-debounced-draft.ts';
import { SEARCH_MAX_LENGTH } from '#shared/domain/list-limits.ts';
import { Input } from '../ui/input.tsx';

/** Typing settles for this long before the server is asked (one request per pause, not per key). */
const SEARCH_DEBOUNCE_MS = 300;

/** A search box's words: its accessible name, its placeholder, and the caption shown above it if any. */
export type SearchBoxTexts = { label: string; placeholder: string; caption?: string };

type SearchBoxProps = {
  texts: SearchBoxTexts;
  /** The search in effect (from the URL); it replaces the text when it changes from elsewhere. */
  value: string;
  onSearch: (search: string) => void;
  /** How long typing settles before onSearch; 0 searches on every key (a list filtered in the browser). */
  debounceMs?: number;
};

/** A server-side search box: debounced, Enter searches at once, a button clears it. */
export function SearchBox({ texts, value, onSearch, debounceMs = SEARCH_DEBOUNCE_MS }: SearchBoxProps) {
  const { draft, setDraft, commit } = useDebouncedDraft(value, onSearch, { delayMs: debounceMs, trim: true });

  const box = (
    <div className="relative min-w-0 flex-1">
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={texts.label}
        placeholder={texts.placeholder}
        value={draft}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(draft);
        }}
        className="bg-background pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {draft && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setDraft('');
            commit('');
          }}
          className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <XIcon aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
  if (!texts.caption) return box;
  // The caption lines the box up with the labelled selects beside it; the box's own name is `label`.
  return (
    <div className="grid min-w-0 flex-1 gap-1.5">
      <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
        {texts.caption}
      </span>
      {box}
    </div>
  );
}
