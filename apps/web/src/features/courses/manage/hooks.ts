import { api } from '@sandtable/shared/contracts/index';
import type { RequestOf } from '@sandtable/shared/contracts/endpoint';
import { useEndpointMutation } from '../../../api/endpointHooks';
import { COURSE_VIEWS } from '../create/hooks';

const c = api.courses;

export type CourseFilter = RequestOf<typeof c.select>;

export const useUpdateCourse = () => useEndpointMutation(c.update, { invalidates: COURSE_VIEWS });
export const useCloseCourse = () => useEndpointMutation(c.adminClose, { invalidates: COURSE_VIEWS });
export const useRestartCourse = () => useEndpointMutation(c.adminRestart, { invalidates: COURSE_VIEWS });
