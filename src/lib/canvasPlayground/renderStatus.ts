/** The line under the output's view switch while a render runs, and once it is done. */
export function renderStatusText(pending: boolean, milliseconds: number | undefined): string {
  if (pending || milliseconds === undefined) return 'Rendering…';
  return `Rendered in ${milliseconds < 1 ? '<1' : Math.round(milliseconds)} ms`;
}
