/** The employee ids later steps choose from, as the database assigned them. */
export type StaffIds = {
  plumbers: number[];
  /** Including former plumbers: old completed work keeps the people who did it. */
  allPlumbers: number[];
  office: number[];
  /** Office, admin and management: who creates work orders and writes office notes. */
  creators: number[];
  /** Admin and management: who answers questions and hears about notes for admin. */
  answerers: number[];
};
