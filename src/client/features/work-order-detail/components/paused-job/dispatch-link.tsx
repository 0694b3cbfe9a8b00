/** True for an http(s) address; anything else (a dispatch number, a note) is plain text. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The job's `linkToDispatch`: a link opening in a new tab when it is a web address, text otherwise. */
export function DispatchLink({ value }: { value: string }) {
  if (!isHttpUrl(value)) return <>{value}</>;
  return (
    <a
      href={value.trim()}
      target="_blank"
      rel="noopener noreferrer"
      className="text-primary underline underline-offset-4 [overflow-wrap:anywhere] hover:no-underline"
    >
      {value.trim()}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
