/** One user-facing text the catalogue must hold, or must not (see spec-quotes.data.ts). */
export type SpecQuote = {
  section: '2' | '5' | '8';
  text: string;
  catalogue?: string;
  notHonoured?: string;
};

/** A quote as the section files write it: its text alone when it has nothing more to say. */
export type SpecQuoteEntry = string | Omit<SpecQuote, 'section'>;
