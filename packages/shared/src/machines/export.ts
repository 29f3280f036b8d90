import { Errors } from '../errors/catalogue';
import { defineMachine } from './machine';

/**
 * A file made in the background for one person (spec §3 "Export tasks: generating, generated,
 * failed"; docs/decisions/exports.md): it is generating until the file is stored or the work
 * fails; a failed one may be tried again.
 */
export const EXPORT_STATUSES = ['generating', 'generated', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const exportMachine = defineMachine({
  name: 'export_task',
  states: EXPORT_STATUSES,
  initial: 'generating',
  transitions: { generating: ['generated', 'failed'], generated: [], failed: ['generating'] },
  events: { finish: { to: ['generated'] }, fail: { to: ['failed'] }, retry: { to: ['generating'] } },
  refused: Errors.stateChanged,
});
export type ExportEvent = keyof typeof exportMachine.events;
