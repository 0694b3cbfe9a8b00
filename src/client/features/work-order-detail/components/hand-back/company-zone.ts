/** The company's zone once known, else the browser's: the times read the same to the whole office. */
export const zoneOrBrowser = (companyZone: string | undefined) =>
  companyZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
