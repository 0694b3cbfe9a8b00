/**
 * Fills a catalogue template: '{count} assigned' with { count: 3 } gives '3 assigned'. A
 * placeholder without a value is left as written, so a missing value shows up in a test, not as
 * 'undefined' on screen.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder,
  );
}
