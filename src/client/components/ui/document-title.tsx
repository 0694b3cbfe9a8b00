import { LOGIN_TEXTS } from '#shared/spec-texts/shell-texts.ts';

/**
 * The browser tab's title for a screen: the screen's name as its heading says it, then the
 * portal's ('Dashboard - Employee Portal'). React hoists the element into the document's head.
 */
export function DocumentTitle({ screen }: { screen: string }) {
  return <title>{`${screen} - ${LOGIN_TEXTS.brand}`}</title>;
}
