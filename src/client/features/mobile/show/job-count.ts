/** The count beside a phone page's heading, in the headings' word: '1 job', '12 jobs'. */
export const jobCount = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;
