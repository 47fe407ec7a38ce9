/**
 * Where the code only staff load lives (decision 0038): the dashboard's folder and its page.
 * The build keeps it, and its styles, out of the public pages' files (`vite.config.ts`); the
 * prerender spec finds it in the build's manifest to check that no public page loads it.
 */
export const isStaffSource = (path: string): boolean =>
  path.includes('src/features/dashboard/') || path.endsWith('src/pages/DashboardPage.tsx');
