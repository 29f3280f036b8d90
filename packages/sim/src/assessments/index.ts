// The assessment instruments: pure, deterministic scoring with no I/O (docs/assessments/). The
// server stores answer sheets as they come and scores them here; the screens show the item texts
// and the reports from here, and the issue codes through the i18n catalogue (validation:tr_*, ls_*, cf_*, bf_*, cs_*, tw_*, oh_*).
export * from './common';
export * as teamRole from './teamrole';
export * as leadership from './leadership';
export * as conflict from './conflict';
export * as personality from './personality';
export * as communication from './communication';
export * as teamwork from './teamwork';
export * as debrief from './debrief';
export * as actions from './actions';
export * as orgHealth from './orghealth';
